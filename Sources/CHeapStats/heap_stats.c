#include "heap_stats.h"

#include <stdlib.h>  /* defines __GLIBC__ on glibc systems */

#if defined(__GLIBC__)
#include <malloc.h>

long long dataflow_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (long long)info.uordblks;
}
#else
long long dataflow_heap_bytes_in_use(void) {
    return -1;
}
#endif
