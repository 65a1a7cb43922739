/* Module compaction (lib/compile.c's compact_module): a module lowered into
 * an arena of its own, after the shared passes, is copied into a fresh
 * arena and the old one freed. The copy must verify, dump as the original
 * did, and the target passes on it must give what they give on a module
 * never compacted: so nothing it holds (names above all: ir_names_arena)
 * may point into the freed arena. The freed memory is written over before
 * the copy is read, so that a pointer left in it shows in the dump (and
 * under SANITIZE=1, AddressSanitizer names it). Then through the API:
 * --verify-ir always compacts, and must not change any output. */
#include <setjmp.h>
#include "../../frontend/frontend.h"
#include "../../include/prism.h"
#include "../../ir/ir_clone.h"
#include "shader_dir_unit.h"

static char *dump(IrModule *m)
{
    StrBuf sb = {0};
    ir_dump(m, &sb);
    return sb_take(&sb, NULL);
}

/* The passes before compaction (lib/compile.c's lower_common and
 * finish_shared, SPIR-V's form), then the rest of SPIR-V's. */
static void shared_passes(IrModule *m)
{
    ir_lower_resource_handles(m);
    ir_lower_image_uses(m);
    ir_lower_wave_match(m);
    ir_lower_divergent_returns_where_possible(m);
    ir_opt_vars_to_ssa(m);
    ir_opt_constant_fold(m);
}

/* Fills memory malloc has just been given back, so that what still points
 * there reads junk instead of the old bytes. */
static void scribble(size_t bytes)
{
    Arena *junk = arena_new();
    for (size_t done = 0; done < bytes; done += 4096)
        memset(arena_alloc_raw(junk, 4096), 0x5a, 4096);
    arena_free(junk);
}

/* The module of src, lowered into *own (NULL when it does not lower). */
static IrModule *lowered(Ctx *c, const char *path, const char *src, Arena *own)
{
    TokenVec toks = {0};
    Ast ast = {0};
    uint32_t file = ctx_add_file(c, path, path, src, strlen(src));
    if (!preprocess(c, file, &toks) || !parse(c, &toks, &ast) || !sema_check(c, &ast) || c->errors)
        return NULL;
    IrModule *m = lower_to_ir_in(c, &ast, own);
    return m && !c->errors ? m : NULL;
}

/* 1: compacted and every check passed; 0: did not lower; -1: failed. */
static int check_shader(const char *path, const char *src)
{
    PrismOptions o = prism_default_options();
    o.profile = "cs_6_0";
    o.entry = strstr(src, "[shader(") ? NULL : "main";
    Ctx *c = ctx_new(&o), *plain_c = ctx_new(&o);
    jmp_buf jb;
    c->bail = plain_c->bail = &jb;
    Arena *old = arena_new(), *fresh = arena_new(), *plain_arena = arena_new();
    int result = 0;
    if (setjmp(jb) == 0) {
        IrModule *m = lowered(c, path, src, old);
        IrModule *plain = m ? lowered(plain_c, path, src, plain_arena) : NULL;
        if (m && plain) {
            shared_passes(m);
            shared_passes(plain);
            char *before = dump(m);
            size_t old_bytes = arena_used(old);
            IrModule *copy = ir_clone_module(m, fresh);
            arena_free(old);
            old = NULL;
            scribble(old_bytes);
            char *after = dump(copy);
            bool valid = ir_verify(copy, "test_ir_compact");
            ir_opt_dce(copy);
            ir_opt_dce(plain);
            char *on_copy = dump(copy), *on_plain = dump(plain);
            bool same = strcmp(before, after) == 0, same_after = strcmp(on_copy, on_plain) == 0;
            result = valid && same && same_after && copy->arena == fresh ? 1 : -1;
            if (result < 0)
                printf("  %s: valid %d, same dump %d, same after dce %d\n", path, valid, same, same_after);
            free(before), free(after), free(on_copy), free(on_plain);
        }
    }
    arena_free(old);
    arena_free(fresh);
    arena_free(plain_arena);
    ctx_free(c);
    ctx_free(plain_c);
    return result;
}

static void every_test_shader(void)
{
    int total;
    int compacted = unit_each_shader(check_shader, &total);
    printf("  %d of %d shaders compacted\n", compacted, total);
    CHECK(total > 0 && compacted * 2 >= total); /* the rest need the options of their ARGS header */
}

/* --verify-ir compacts every module (and checks the copy): each target's
 * output must be the same as without it. */
static void verify_ir_output_unchanged(void)
{
    static const char *src =
        "struct S { float a; uint b; };\n"
        "StructuredBuffer<S> In : register(t0);\n"
        "RWStructuredBuffer<float> Out : register(u1);\n"
        "float f(float x, uint i) { float y = x * 2.0; if (i > 3u) y += In[i].a; return y; }\n"
        "[numthreads(64, 1, 1)]\n"
        "void main(uint3 id : SV_DispatchThreadID)\n"
        "{\n"
        "    float acc = 0;\n"
        "    for (uint i = 0; i < 4; i++) acc += f(acc, id.x + i) + WaveActiveSum(In[i].b);\n"
        "    Out[id.x] = acc;\n"
        "}\n";
    PrismOptions o = prism_default_options();
    o.profile = "cs_6_0";
    o.entry = "main";
    o.targets = PRISM_TARGET_SPIRV | PRISM_TARGET_MSL | PRISM_TARGET_WGSL;
    PrismResult *plain = prism_compile(src, strlen(src), "t.hlsl", &o);
    o.verify_ir = 1;
    PrismResult *checked = prism_compile(src, strlen(src), "t.hlsl", &o);
    CHECK(prism_success(plain) && prism_success(checked));
    CHECK(prism_blob_count(plain) == 3 && prism_blob_count(checked) == 3);
    for (int i = 0; i < prism_blob_count(plain) && i < prism_blob_count(checked); i++) {
        const PrismBlob *x = prism_blob(plain, i), *y = prism_blob(checked, i);
        CHECK(x->size == y->size && memcmp(x->data, y->data, x->size) == 0);
    }
    prism_free(plain);
    prism_free(checked);
}

int main(void)
{
    RUN(every_test_shader);
    RUN(verify_ir_output_unchanged);
    return UNIT_END();
}
