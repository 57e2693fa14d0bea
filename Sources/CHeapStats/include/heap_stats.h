#ifndef DATAFLOW_HEAP_STATS_H
#define DATAFLOW_HEAP_STATS_H

#include <stddef.h>

/// Bytes the allocator has handed out and not yet freed, or -1 where the platform cannot say.
/// Used by the benchmark to measure bytes per mounted view.
long long dataflow_heap_bytes_in_use(void);

#endif
