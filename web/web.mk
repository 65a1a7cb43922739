# The WebAssembly build of libprism and the playground (docs/playground.md),
# included by the Makefile.
#   make wasm        web/prism.wasm: libprism, the driver's flag parser and
#                    web/prism_web.c, for wasm32-wasi (clang-19, wasi-libc)
#   make web-test    the playground in headless Chromium (also a suite of make test)
#   make serve       the playground on http://localhost:8000/web/
# No SPIRV-Tools (C++) and no threads: inline SPIR-V is written unvalidated
# with warning PRISM5081, and the compile context is single-threaded
# (util/threads.h). setjmp/longjmp become WebAssembly exception handling
# (web/wasm/sjlj.c).
WASM_CC     ?= clang-19
WB           = build-wasm
WASM_FLAGS   = --target=wasm32-wasi -O2 -mexception-handling
WASM_CFLAGS  = $(WASM_FLAGS) -mllvm -wasm-enable-sjlj $(WASM_WARN) -D_POSIX_C_SOURCE=200809L -DPRISM_NO_THREADS -isystem web/wasm/include -I. -I$(B)
WASM_WARN    = $(WARN) -Wno-string-plus-int  # clang: "#k + 3", a name without its prefix
WASM_SRC     = $(LIB_SRC) driver/args.c driver/args_spirv.c web/prism_web.c web/wasm/sjlj.c
WASM_OBJ     = $(patsubst %.c,$(WB)/obj/%.o,$(WASM_SRC)) $(WB)/obj/lexer.o $(WB)/obj/parser.o $(WB)/obj/builtin_headers.o

.PHONY: wasm web-test serve
wasm: deps web/prism.wasm
test: wasm   # tests/run.sh's suite web/playground loads it

web/prism.wasm: $(WASM_OBJ)
	$(WASM_CC) $(WASM_FLAGS) -mexec-model=reactor -Wl,--strip-debug -o $@ $(WASM_OBJ)

$(WB)/obj/%.o: %.c | $(B)/parser.h
	@mkdir -p $(dir $@)
	$(WASM_CC) $(WASM_CFLAGS) -MMD -MP -c $< -o $@
$(WB)/obj/backend_spirv/spv_disasm.o: $(B)/spirv_grammar.inc
$(WB)/obj/frontend/builtin_words.o: $(B)/builtin_words.inc
$(WB)/obj/intrinsics/intrinsics.o: $(B)/intrinsic_index.inc
$(WB)/obj/lexer.o: $(B)/lexer.c $(B)/parser.h
	@mkdir -p $(dir $@)
	$(WASM_CC) $(WASM_CFLAGS) -Ifrontend -MMD -MP -c $< -o $@
$(WB)/obj/parser.o: $(B)/parser.c
	@mkdir -p $(dir $@)
	$(WASM_CC) $(WASM_CFLAGS) -Wno-unused-variable -Wno-unused-but-set-variable -Wno-sign-compare -Ifrontend -MMD -MP -c $< -o $@
$(WB)/obj/builtin_headers.o: $(B)/builtin_headers.c
	@mkdir -p $(dir $@)
	$(WASM_CC) $(WASM_CFLAGS) -MMD -MP -c $< -o $@

web-test: deps all wasm
	@sh web/test/run.sh $(B)

serve: wasm
	node web/test/serve.mjs 8000


.PHONY: clean-wasm
clean: clean-wasm
clean-wasm:
	rm -rf $(WB) web/prism.wasm

-include $(shell find $(WB)/obj -name '*.d' 2>/dev/null)
