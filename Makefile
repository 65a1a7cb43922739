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
#   make install PREFIX=/usr/local  also DESTDIR; make uninstall (install.mk, docs/install.md)
#   make clean
# The lexer (re2c) and parser (Lemon) are generated into the build folder.

CC      ?= cc
PREFIX  ?= /usr/local
CFLAGS  ?= -O2 -g
WARN     = -std=c11 -Wall -Wextra -Werror -Wno-unused-parameter
CPPFLAGS = -D_POSIX_C_SOURCE=200809L -I. -I$(B)

# SPIRV_TOOLS=0 builds libprism without SPIRV-Tools' validator (C++), as
# the WebAssembly build will: modules with inline SPIR-V are then written
# unvalidated, with a warning (backend_spirv/spv_validate.c).
SPIRV_TOOLS ?= 1
ifeq ($(SPIRV_TOOLS),1)
CPPFLAGS += -DPRISM_HAVE_SPIRV_TOOLS
LIBS     = -lSPIRV-Tools -lstdc++ -lm
# prism itself links libstdc++ in (SPIRV-Tools' only use of it): binding
# its symbols at every process start was 1.6M of the 2.0M instructions
# `prism --version` ran (docs/performance.md). libprism.so and the tests
# keep it shared, and so do ASan builds (ASan replaces operator new).
EXE_LIBS = $(LIBS)
ifneq ($(SANITIZE),1)
EXE_LIBS = -lSPIRV-Tools -static-libgcc -Wl,-Bstatic -lstdc++ -Wl,-Bdynamic -lm
endif
else
LIBS     = -lm
EXE_LIBS = $(LIBS)
endif

ifeq ($(SANITIZE),1)
B        = build-san
CFLAGS   = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
LDFLAGS += -fsanitize=address,undefined
else
B        = build
endif

LIB_DIRS = util frontend ir intrinsics backend_spirv backend_wgsl backend_msl lib
LIB_SRC  = $(foreach d,$(LIB_DIRS),$(wildcard $(d)/*.c))
GEN_SRC  = $(B)/lexer.c $(B)/parser.c $(B)/builtin_headers.c
LIB_OBJ  = $(patsubst %.c,$(B)/obj/%.o,$(LIB_SRC)) $(B)/obj/lexer.o $(B)/obj/parser.o $(B)/obj/builtin_headers.o
# The HLSL headers Prism embeds (#include <vk/spirv.h> with no -I): include/hlsl/.
HLSL_HEADERS = include/hlsl/vk/spirv.h include/hlsl/vk/opcode_selector.h
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

# The SPIR-V disassembler's tables, from SPIRV-Headers' grammars. The tool
# runs on the build machine: HOSTCC, without the build's sanitizer flags.
HOSTCC ?= cc
SPIRV_GRAMMAR ?= /usr/include/spirv/unified1
$(B)/gen_spirv_grammar: tools/gen_spirv_grammar.c
	@mkdir -p $(B)
	$(HOSTCC) -std=c11 -D_POSIX_C_SOURCE=200809L -O1 -o $@ $<
$(B)/spirv_grammar.inc: $(B)/gen_spirv_grammar
	$(B)/gen_spirv_grammar $(SPIRV_GRAMMAR)/spirv.core.grammar.json $(SPIRV_GRAMMAR)/extinst.glsl.std.450.grammar.json \
	    $(SPIRV_GRAMMAR)/extinst.nonsemantic.shader.debuginfo.100.grammar.json >$@.tmp && mv $@.tmp $@
$(B)/obj/backend_spirv/spv_disasm.o: $(B)/spirv_grammar.inc
# The built-in words' interning table (frontend/builtin_words.h), made on the
# build machine so that no process builds it at start-up.
GEN_WORDS_SRC = tools/gen_builtin_words.c util/intern.c util/arena.c util/arena_pool.c util/fmt.c frontend/token.c
$(B)/gen_builtin_words: $(GEN_WORDS_SRC) frontend/builtin_words_list.h frontend/builtin_words.h util/intern.h
	@mkdir -p $(B)
	$(HOSTCC) -std=c11 -D_POSIX_C_SOURCE=200809L -O1 -I. -o $@ $(GEN_WORDS_SRC)
$(B)/builtin_words.inc: $(B)/gen_builtin_words
	$(B)/gen_builtin_words >$@.tmp && mv $@.tmp $@
$(B)/obj/frontend/builtin_words.o: $(B)/builtin_words.inc
# intrinsic_lookup's index by name (intrinsics/intrinsic_index.h), also made
# on the build machine: the intrinsic table is constant.
$(B)/gen_intrinsic_index: tools/gen_intrinsic_index.c intrinsics/intrinsics.def intrinsics/intrinsic_index.h
	@mkdir -p $(B)
	$(HOSTCC) -std=c11 -D_POSIX_C_SOURCE=200809L -O1 -I. -o $@ tools/gen_intrinsic_index.c
$(B)/intrinsic_index.inc: $(B)/gen_intrinsic_index
	$(B)/gen_intrinsic_index >$@.tmp && mv $@.tmp $@
$(B)/obj/intrinsics/intrinsics.o: $(B)/intrinsic_index.inc
# Each header as a C string, found by its name under include/hlsl/
# (frontend/pp_builtin_headers.h).
$(B)/builtin_headers.c: $(HLSL_HEADERS) Makefile
	@mkdir -p $(B)
	@{ echo '/* Generated by the Makefile from include/hlsl/: do not edit. */'; \
	  echo '#include "frontend/pp_builtin_headers.h"'; \
	  echo 'const PpBuiltinHeader pp_builtin_headers[] = {'; \
	  for h in $(HLSL_HEADERS); do \
	    echo "    {\"$${h#include/hlsl/}\","; \
	    sed 's/\\/\\\\/g; s/"/\\"/g; s/^/     "/; s/$$/\\n"/' $$h; \
	    echo '    },'; \
	  done; \
	  echo '    {0, 0},'; \
	  echo '};'; } > $@

$(B)/obj/builtin_headers.o: $(B)/builtin_headers.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c $< -o $@

$(B)/obj/%.o: %.c | $(B)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c $< -o $@

# Generated code is compiled without -Werror on the unused-variable class of
# warnings Lemon's template raises; everything else stays strict.
$(B)/obj/lexer.o: $(B)/lexer.c $(B)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -Ifrontend -MMD -MP -c $< -o $@
# Lemon's tracing (a call a token) and its own asserts only where sanitizers
# run: a release parser leaves them out (NDEBUG).
PARSER_NDEBUG = $(if $(filter 1,$(SANITIZE)),,-DNDEBUG)
$(B)/obj/parser.o: $(B)/parser.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -Wno-unused-variable -Wno-unused-but-set-variable -Wno-sign-compare $(CPPFLAGS) $(CFLAGS) $(PARSER_NDEBUG) -Ifrontend -MMD -MP -c $< -o $@

$(B)/libprism.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

# prism is one static executable (STATIC=1, the default outside sanitizer
# builds): with no dynamic loader, no relocations to apply and no shared
# libraries to map, a process of examples/compact.hlsl takes about a third
# less time than as a PIE (docs/performance.md, issue 15), which is what a
# build that starts thousands of compiles pays. STATIC=0 links the
# distribution's way (an address-randomised PIE over shared libc and libm;
# PIE=0 then drops only the randomisation).
STATIC ?= $(if $(filter 1,$(SANITIZE)),0,1)
PIE ?= 1
EXE_LDFLAGS = $(if $(filter 1,$(STATIC)),-static,$(if $(filter 0,$(PIE)),-no-pie))
$(B)/prism: $(DRV_OBJ) $(B)/libprism.a
	$(CC) $(LDFLAGS) $(EXE_LDFLAGS) -o $@ $(DRV_OBJ) $(B)/libprism.a $(if $(filter 1,$(STATIC)),$(LIBS),$(EXE_LIBS))

$(B)/tests/%: tests/unit/%.c $(B)/libprism.a
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(B)/libprism.a $(LIBS)

unit: $(UNIT_BIN)

# The seed's Program.cs in C, through the public API only (include/prism.h).
examples: $(B)/reflect_demo
$(B)/reflect_demo: examples/reflect_demo.c $(B)/libprism.a include/prism.h
	$(CC) $(WARN) -Iinclude $(CFLAGS) $(LDFLAGS) -o $@ $< $(B)/libprism.a $(LIBS)

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
	@PRISM_LIBS="$(LIBS)" sh bench/run.sh $(B)

bench-smoke: deps all
	@QUICK=1 PRISM_LIBS="$(LIBS)" sh bench/run.sh $(B)

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

# valgrind replaces malloc through the dynamic loader: it runs a prism
# linked the distribution's way (tests/fuzz/valgrind.sh).
$(B)/prism-dynamic: $(DRV_OBJ) $(B)/libprism.a
	$(CC) $(LDFLAGS) -o $@ $(DRV_OBJ) $(B)/libprism.a $(EXE_LIBS)

valgrind: deps all $(B)/prism-dynamic
	@PRISM=$(B)/prism-dynamic sh tests/fuzz/valgrind.sh $(B)

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
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(B)/libprism.a $(LIBS)

include install.mk

clean:
	rm -rf build build-san build-fuzz

include web/web.mk

-include $(shell find $(B)/obj -name '*.d' 2>/dev/null)
