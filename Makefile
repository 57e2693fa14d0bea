# dataflow: common tasks. `make help` lists them.
SWIFT ?= swift
EXPERIMENT ?= state-of-array
FORMAT ?= text

.PHONY: help build release install run list test test-fast lint format verify record bench bench-first-run fuzz mutants clean
PREFIX ?= /usr/local
SEED ?= 1
COUNT ?= 1000

help:
	@echo "make build                    debug build"
	@echo "make release                  release build (.build/release/dataflow)"
	@echo "make install PREFIX=/usr/local install dataflow in PREFIX/bin, and the runtime users' code links in PREFIX/lib/dataflow"
	@echo "make run EXPERIMENT=<id>      print an experiment's transcript (FORMAT=text|json)"
	@echo "make list                     list the experiments"
	@echo "make test                     the whole test suite (CI runs .ci/run: lint, no warnings, then this)"
	@echo "make test-fast                the runtime's unit tests only (the inner loop)"
	@echo "make lint                     swift format lint with the checked-in .swift-format"
	@echo "make format                   swift format the sources in place"
	@echo "make verify                   compare every transcript with its golden"
	@echo "make record                   re-record every golden (read the diff first!)"
	@echo "make bench                    release build; the benchmark table and the CLI timings"
	@echo "make bench-first-run          a 20-file app's first run against what swiftc alone takes"
	@echo "make fuzz SEED=1 COUNT=1000   the differential fuzzer: random trees and scripts vs oracles"
	@echo "make mutants                  break one runtime rule at a time: which fuzzer oracle, unit tests and goldens notice? (docs/REACH.md)"

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

# The binary, then the runtime users' programs link, built once by the installed binary into
# PREFIX/lib/dataflow (where it looks first), so that its first run of a user's file is quick.
install:
	$(SWIFT) build -c release --product dataflow
	install -d "$(PREFIX)/bin"
	install -m 755 .build/release/dataflow "$(PREFIX)/bin/dataflow"
	@check=$$(mktemp -d) && \
	  printf 'import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text("installed") }\n}\n' > "$$check/Check.swift" && \
	  (cd "$$check" && DATAFLOW_CACHE="$(abspath $(PREFIX))/lib/dataflow" DATAFLOW_BUILD_DIR= "$(abspath $(PREFIX))/bin/dataflow" run Check.swift > /dev/null); \
	  status=$$?; rm -rf "$$check"; exit $$status

run:
	$(SWIFT) run dataflow run $(EXPERIMENT) --format $(FORMAT)

list:
	$(SWIFT) run dataflow list

test:
	$(SWIFT) test

test-fast:
	$(SWIFT) test --filter '^DataFlowTests\.'

lint:
	$(SWIFT) format lint --strict --parallel --recursive Sources Tests Plugins Package.swift experiments/*.swift scripts/*.swift

format:
	$(SWIFT) format format --in-place --parallel --recursive Sources Tests Plugins Package.swift experiments/*.swift scripts/*.swift

verify:
	$(SWIFT) run dataflow verify

record:
	$(SWIFT) run dataflow verify --record

bench:
	$(SWIFT) build -c release --product dataflow
	$(SWIFT) build -c release --product dataflow-bench
	.build/release/dataflow-bench $(BENCH_ARGS)
	.build/release/dataflow-bench --cli 20
	.build/release/dataflow-bench --hints 10000

bench-first-run:
	$(SWIFT) build -c release --product dataflow
	scripts/first-run.sh .build/release/dataflow 5

fuzz:
	$(SWIFT) run -c release dataflow-fuzz --seed $(SEED) --count $(COUNT)

mutants:
	$(SWIFT) scripts/mutants.swift

clean:
	rm -rf .build
