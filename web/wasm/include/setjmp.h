/* setjmp.h for the WebAssembly build: Debian's wasi-libc (2022) has none.
 * clang lowers setjmp and longjmp (by these names) to WebAssembly
 * exception handling under -mllvm -wasm-enable-sjlj, calling the runtime
 * of web/wasm/sjlj.c; jmp_buf is that runtime's record. */
#ifndef PRISM_WASM_SETJMP_H
#define PRISM_WASM_SETJMP_H
typedef struct {
    void *invocation;
    unsigned label;
    void *arg_env;
    int arg_val;
} jmp_buf[1];
int setjmp(jmp_buf env) __attribute__((returns_twice));
_Noreturn void longjmp(jmp_buf env, int value);
#endif
