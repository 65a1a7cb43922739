# Prism: the one build entry.
#   make                  build/prism and build/libprism.a
#   make test             every test (unit, snapshots, diagnostics, validators, conformance)
#   make SANITIZE=1 test  the same under ASan + UBSan (in build-san/)
#   make demo             compile examples/compact.hlsl to every target, with reflection
#   make conformance      run conformance/tests/*.test on every Vulkan and WebGPU device here
#   make fuzz FUZZ_SECONDS=60  each libFuzzer target for that long (docs/robustness.md)
#   make fuzz-smoke       CI's bounded fuzz run (20 s a target) and 40 generated shaders
#   make valgrind         prism under valgrind over the test corpus: no error, no leak
#   make determinism      every shader compiled three times, one in another environment
#   make intrinsic-grid   every intrinsic row x its types x every target, compiled and validated
#   make install PREFIX=/usr/local
#   make clean
# The lexer (re2c) and parser (Lemon) are generated into the build folder.

CC      ?= cc
PREFIX  ?= /usr/local
CFLAGS  ?= -O2 -g
WARN     = -std=c11 -Wall -Wextra -Werror -Wno-unused-parameter
CPPFLAGS = -D_POSIX_C_SOURCE=200809L -I. -I$(B)

ifeq ($(SANITIZE),1)
B        = build-san
CFLAGS   = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
LDFLAGS += -fsanitize=address,undefined
else
B        = build
endif

LIB_DIRS = util frontend ir intrinsics backend_spirv backend_wgsl backend_msl lib
LIB_SRC  = $(foreach d,$(LIB_DIRS),$(wildcard $(d)/*.c))
GEN_SRC  = $(B)/lexer.c $(B)/parser.c
LIB_OBJ  = $(patsubst %.c,$(B)/obj/%.o,$(LIB_SRC)) $(B)/obj/lexer.o $(B)/obj/parser.o
DRV_OBJ  = $(patsubst %.c,$(B)/obj/%.o,$(wildcard driver/*.c))
UNIT_SRC = $(wildcard tests/unit/*.c)
UNIT_BIN = $(patsubst tests/unit/%.c,$(B)/tests/%,$(UNIT_SRC))

.PHONY: all test unit examples demo clean install deps bench bench-smoke bench-gpu docs conformance \
        fuzz fuzz-build fuzz-smoke valgrind determinism intrinsic-grid
all: $(B)/prism $(B)/libprism.a

deps:
	@sh scripts/bootstrap.sh

$(B)/lexer.c: frontend/lexer.re frontend/token.h
	@mkdir -p $(B)
	re2c -W --no-generation-date -o $@ $<

$(B)/parser.c $(B)/parser.h: frontend/parser.y
	@mkdir -p $(B)
	cp frontend/parser.y $(B)/parser.y
	cd $(B) && lemon -s parser.y >/dev/null
	rm -f $(B)/parser.y
	touch $(B)/parser.c $(B)/parser.h  # lemon keeps an unchanged parser.h's old date

$(B)/obj/%.o: %.c | $(B)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c $< -o $@

# Generated code is compiled without -Werror on the unused-variable class of
# warnings Lemon's template raises; everything else stays strict.
$(B)/obj/lexer.o: $(B)/lexer.c $(B)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -Ifrontend -MMD -MP -c $< -o $@
$(B)/obj/parser.o: $(B)/parser.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -Wno-unused-variable -Wno-unused-but-set-variable -Wno-sign-compare $(CPPFLAGS) $(CFLAGS) -Ifrontend -MMD -MP -c $< -o $@

$(B)/libprism.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(B)/prism: $(DRV_OBJ) $(B)/libprism.a
	$(CC) $(LDFLAGS) -o $@ $(DRV_OBJ) $(B)/libprism.a -lm

$(B)/tests/%: tests/unit/%.c $(B)/libprism.a
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(B)/libprism.a -lm

unit: $(UNIT_BIN)

# The seed's Program.cs in C, through the public API only (include/prism.h).
examples: $(B)/reflect_demo
$(B)/reflect_demo: examples/reflect_demo.c $(B)/libprism.a include/prism.h
	$(CC) $(WARN) -Iinclude $(CFLAGS) $(LDFLAGS) -o $@ $< $(B)/libprism.a -lm

test: deps all unit examples $(B)/gen_intrinsic_docs $(B)/gen_diag_docs $(B)/vkrun
	@sh tests/run.sh $(B)

demo: deps all
	@sh scripts/demo.sh $(B)

# vkrun, the Vulkan execution runner, is a harness, not part of prism: it
# is built without sanitizers even under SANITIZE=1 (ASan would report the
# Vulkan drivers' own leaks), and runs the sanitized prism of $(B).
VKRUN_SRC = $(wildcard conformance/vkrun/*.c)
$(B)/vkrun: $(VKRUN_SRC) $(wildcard conformance/vkrun/*.h)
	@mkdir -p $(B)
	$(CC) $(WARN) $(CPPFLAGS) -O2 -g -o $@ $(VKRUN_SRC) -lvulkan -lyaml -lm

conformance: deps all $(B)/vkrun
	@sh conformance/run.sh $(B)

# Benchmarks (docs/performance.md): timings never belong in tests. bench-smoke
# checks the harness in a few seconds; bench-gpu runs the generated kernels on
# a Vulkan GPU (GPU_SMALL=1: small sizes, e.g. on lavapipe).
bench: deps all
	@sh bench/run.sh $(B)

bench-smoke: deps all
	@QUICK=1 sh bench/run.sh $(B)

bench-gpu: all
	@GPU_SMALL=$(GPU_SMALL) sh bench/gpu/run.sh $(B)

# Robustness (docs/robustness.md): the libFuzzer targets are built with clang
# into build-fuzz/ by tests/fuzz/fuzz.mk; the scripts are in tests/fuzz/.
FUZZ_SECONDS ?= 60
fuzz-build: deps
	@$(MAKE) --no-print-directory -f tests/fuzz/fuzz.mk targets gen

fuzz: fuzz-build
	@sh tests/fuzz/run.sh $(FUZZ_SECONDS)

fuzz-smoke: fuzz-build all
	@sh tests/fuzz/smoke.sh $(B)

valgrind: deps all
	@sh tests/fuzz/valgrind.sh $(B)

determinism: deps all
	@sh tests/fuzz/determinism.sh $(B)

# Every intrinsic row x the types it takes x every target, one shape per
# type (tests/lib/intrinsic_grid.py; without --fast: every shape, minutes).
intrinsic-grid: deps all
	python3 tests/lib/intrinsic_grid.py --fast $(B)

docs: $(B)/gen_intrinsic_docs $(B)/gen_diag_docs
	$(B)/gen_intrinsic_docs > docs/intrinsics.md
	$(B)/gen_diag_docs > docs/diagnostics.md

$(B)/gen_%: tools/gen_%.c $(B)/libprism.a
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(B)/libprism.a -lm

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include
	install -m 755 $(B)/prism $(DESTDIR)$(PREFIX)/bin/prism
	install -m 644 $(B)/libprism.a $(DESTDIR)$(PREFIX)/lib/libprism.a
	install -m 644 include/prism.h $(DESTDIR)$(PREFIX)/include/prism.h

clean:
	rm -rf build build-san build-fuzz

-include $(shell find $(B)/obj -name '*.d' 2>/dev/null)
