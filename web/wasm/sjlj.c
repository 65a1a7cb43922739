/* The runtime LLVM's WebAssembly setjmp/longjmp lowering calls
 * (WebAssemblyLowerEmscriptenEHSjLj.cpp, -wasm-enable-sjlj): newer
 * wasi-libc has it as libsetjmp; Debian 12's does not, so it is here, as
 * wasi-libc writes it (libc-top-half/musl/src/setjmp/wasm32/rt.c). setjmp
 * records which function invocation and which call site (label) it is;
 * longjmp throws the C_LONGJMP tag (1) with the buffer and the value; the
 * landing pad of each function that called setjmp asks __wasm_setjmp_test
 * whether the buffer is one of its own. */
#include <setjmp.h>
#include <stdint.h>

struct jmp_record {
    void *invocation;
    uint32_t label;
    struct longjmp_arg {
        void *env;
        int value;
    } arg;
};
_Static_assert(sizeof(struct jmp_record) == sizeof(jmp_buf), "web/wasm/include/setjmp.h's jmp_buf");

void __wasm_setjmp(void *env, uint32_t label, void *invocation);
uint32_t __wasm_setjmp_test(void *env, void *invocation);
void __wasm_longjmp(void *env, int value);

void __wasm_setjmp(void *env, uint32_t label, void *invocation)
{
    struct jmp_record *j = env;
    if (label == 0 || !invocation)
        __builtin_trap();
    j->invocation = invocation;
    j->label = label;
}

uint32_t __wasm_setjmp_test(void *env, void *invocation)
{
    struct jmp_record *j = env;
    if (j->label == 0 || !invocation)
        __builtin_trap();
    return j->invocation == invocation ? j->label : 0;
}

void __wasm_longjmp(void *env, int value)
{
    struct jmp_record *j = env;
    j->arg.env = env;
    j->arg.value = value ? value : 1;
    __builtin_wasm_throw(1, &j->arg);
}
