# The fuzz targets, built with clang's libFuzzer, ASan and UBSan into
# build-fuzz/ (the library too, from the main Makefile with other flags).
# The top Makefile's `make fuzz`, `make fuzz-smoke` and `make valgrind` come here:
#   make -f tests/fuzz/fuzz.mk targets     build-fuzz/fuzz_{pp,frontend,compile}
#   make -f tests/fuzz/fuzz.mk gen         build-fuzz/gen_hlsl (plain cc, no sanitizer)
# tests/fuzz/run.sh runs them; docs/robustness.md says how and why.

FB        ?= build-fuzz
FUZZ_CC   ?= clang
FUZZ_CXX  ?= clang++
SAN        = -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
FUZZ_FLAGS = -O1 -g $(SAN)
WARN       = -std=c11 -Wall -Wextra -Werror -Wno-unused-parameter
CPPFLAGS   = -D_POSIX_C_SOURCE=200809L -I.
TARGETS    = $(FB)/fuzz_pp $(FB)/fuzz_frontend $(FB)/fuzz_compile

.PHONY: targets gen lib FORCE
targets: $(TARGETS)
gen: $(FB)/gen_hlsl

# The library's own sources are checked with -Werror by the main build (gcc);
# clang's extra warnings on them are not this build's business (-w).
# FORCE: the main Makefile knows the library's dependencies; make re-reads
# its date after the recipe, so the targets relink only when it changed.
lib: $(FB)/libprism.a
$(FB)/libprism.a: FORCE
	@$(MAKE) --no-print-directory -f Makefile B=$(FB) CC=$(FUZZ_CC) WARN="-std=c11 -w" \
	    CFLAGS="$(FUZZ_FLAGS) -fsanitize=fuzzer-no-link" $(FB)/libprism.a
FORCE:

$(FB)/%.o: tests/fuzz/%.c tests/fuzz/fuzz_common.h $(FB)/libprism.a
	$(FUZZ_CC) $(WARN) $(CPPFLAGS) -I$(FB) $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link -c $< -o $@

# libprism validates modules with inline SPIR-V through SPIRV-Tools (C++): clang++.
$(FB)/fuzz_pp $(FB)/fuzz_frontend: $(FB)/%: $(FB)/%.o $(FB)/libprism.a
	$(FUZZ_CXX) $(SAN) -fsanitize=fuzzer -o $@ $< $(FB)/libprism.a -lSPIRV-Tools -lm

# SPIRV-Tools is C++: link with clang++ (validation only: libSPIRV-Tools.a).
$(FB)/fuzz_compile: $(FB)/fuzz_compile.o $(FB)/libprism.a
	$(FUZZ_CXX) $(SAN) -fsanitize=fuzzer -o $@ $< $(FB)/libprism.a -lSPIRV-Tools -lm

$(FB)/gen_hlsl: tests/fuzz/gen_hlsl.c tests/fuzz/gen_hlsl_intrinsics.c tests/fuzz/gen_hlsl_wide.c tests/fuzz/gen_hlsl_pixel.c tests/fuzz/gen_hlsl.h tests/fuzz/gen_lang.c tests/fuzz/gen_lang.h \
               intrinsics/intrinsics.def intrinsics/intrinsics.h
	@mkdir -p $(FB)
	$(CC) $(WARN) -O2 -g -o $@ tests/fuzz/gen_hlsl.c tests/fuzz/gen_hlsl_intrinsics.c tests/fuzz/gen_hlsl_wide.c tests/fuzz/gen_hlsl_pixel.c tests/fuzz/gen_lang.c
