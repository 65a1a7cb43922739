/* ir_clone_module (ir/ir_clone.c): every tests/shaders input, lowered with
 * the options of its ARGS header, is cloned; the clone must dump the same
 * and hold no pointer into the original (ir_clone_check), the target passes
 * run on the clone must leave the original as it was, and must give the
 * same module as on the original; the copy lives in its own arena, which
 * can be freed with the original still whole. A module that points at an
 * object it does not list is reported. The check reads pointer fields only
 * (ir/ir_clone_fields.c): a copied field that still points into the
 * original is found, a constant whose value is an address is not. */
#include <stdint.h>
#include <setjmp.h>
#include "../../frontend/frontend.h"
#include "../../include/prism.h"
#include "../../ir/ir_clone.h"
#include "../../ir/ir_clone_fields.h"
#include "../../ir/ir_spirv.h"
#include "shader_dir_unit.h"

static char *dump(IrModule *m)
{
    StrBuf sb = {0};
    ir_dump(m, &sb);
    return sb_take(&sb, NULL);
}

/* The passes SPIR-V runs after the common ones (lib/compile.c). */
static void target_passes(IrModule *m)
{
    ir_lower_wave_match(m);
    ir_lower_divergent_returns_where_possible(m);
    ir_opt_vars_to_ssa(m);
    ir_opt_constant_fold(m);
    ir_opt_dce(m);
}

/* The options of a "// ARGS:" header that change what is lowered. */
static void header_options(const char *src, PrismOptions *o)
{
    const char *a = strstr(src, "// ARGS:");
    const char *end = a ? strchr(a, '\n') : NULL;
    static char buf[512];
    if (!a || !end || (size_t)(end - a) >= sizeof buf)
        return;
    memcpy(buf, a + 8, (size_t)(end - a - 8));
    buf[end - a - 8] = 0;
    for (char *w = strtok(buf, " \t"); w; w = strtok(NULL, " \t")) {
        if (strcmp(w, "-T") == 0 && (w = strtok(NULL, " \t")))
            o->profile = w;
        else if (strcmp(w, "-E") == 0 && (w = strtok(NULL, " \t")))
            o->entry = w;
        else if (strcmp(w, "-HV") == 0 && (w = strtok(NULL, " \t")))
            o->hlsl_version = atoi(w);
        else if (strcmp(w, "-enable-16bit-types") == 0)
            o->enable_16bit_types = 1;
    }
}

/* 1 when the shader lowered and every check passed, 0 when it did not
 * lower (a shader whose header needs other options), -1 on a failure. */
static int check_shader(const char *path, const char *src)
{
    PrismOptions o = prism_default_options();
    o.profile = "cs_6_0";
    o.entry = strstr(src, "[shader(") ? NULL : "main";
    header_options(src, &o);
    Ctx *c = ctx_new(&o);
    uint32_t file = ctx_add_file(c, path, path, src, strlen(src));
    jmp_buf jb;
    c->bail = &jb;
    int result = 0;
    if (setjmp(jb) == 0) {
        TokenVec toks = {0};
        Ast ast = {0};
        IrModule *m = NULL;
        if (preprocess(c, file, &toks) && parse(c, &toks, &ast) && sema_check(c, &ast) && !c->errors)
            m = lower_to_ir(c, &ast);
        if (m && !c->errors) {
            ir_lower_resource_handles(m);
            ir_lower_image_uses(m);
        }
        if (m && !c->errors) {
            char *before = dump(m);
            Arena *own = arena_new(); /* as lib/compile.c does: the copy in an arena of its own */
            IrModule *copy = ir_clone_module(m, own);
            bool faithful = ir_clone_check(m, copy);
            target_passes(copy);
            char *after = dump(m);
            IrModule *again = ir_clone_module(m, NULL);
            target_passes(m);
            target_passes(again);
            char *on_original = dump(m), *on_copy = dump(copy), *on_again = dump(again);
            result = faithful && strcmp(before, after) == 0 && strcmp(on_original, on_copy) == 0 &&
                             strcmp(on_original, on_again) == 0
                         ? 1
                         : -1;
            if (result < 0)
                printf("  %s: faithful %d, original untouched %d, same after the passes %d %d\n", path, faithful,
                       strcmp(before, after) == 0, strcmp(on_original, on_copy) == 0,
                       strcmp(on_original, on_again) == 0);
            free(before), free(after), free(on_original), free(on_copy), free(on_again);
            if (copy->arena != own)
                result = -1;
            arena_free(own); /* the original must not need it: */
            char *last = dump(m);
            free(last);
        }
    } else {
        result = 0;
    }
    ctx_free(c);
    return result;
}

static void every_test_shader(void)
{
    int total;
    int cloned = unit_each_shader(check_shader, &total);
    printf("  %d of %d shaders lowered and cloned\n", cloned, total);
    CHECK(total > 0 && cloned * 10 >= total * 9);
}

/* A global that an instruction uses but m->globals does not list cannot be
 * copied: the check says so. */
static void unlisted_object_is_reported(void)
{
    Ctx *c = ctx_new(NULL);
    jmp_buf jb;
    c->bail = &jb;
    if (setjmp(jb) == 0) {
        IrModule *m = ir_module_new(c);
        const IrType *f32 = irt_float(m, 32);
        IrGlobal *g = ir_global_new(m, "g", f32, IRS_PRIVATE);
        IrFunction *f = ir_function_new(m, "f", irt_void(m), NULL, 0);
        IrBuilder b;
        ir_builder_init(&b, m, f);
        ir_build_load(&b, &g->v);
        ir_build_jump(&b, IR_RETURN, NULL);
        IrModule *copy = ir_clone_module(m, NULL);
        CHECK(ir_clone_check(m, copy));
        CHECK(c->errors == 0);
        m->globals.len = 0; /* g is no longer listed */
        copy = ir_clone_module(m, NULL);
        CHECK(!ir_clone_check(m, copy));
        CHECK(c->errors == 1 && c->diags.data[0].code == 9002);
    }
    ctx_free(c);
}

/* A module of one function that loads a private global; its types in *f32. */
static IrModule *small_module(Ctx *c, IrGlobal **g, const IrType **f32)
{
    IrModule *m = ir_module_new(c);
    *f32 = irt_float(m, 32);
    *g = ir_global_new(m, "g", *f32, IRS_PRIVATE);
    IrFunction *f = ir_function_new(m, "f", irt_void(m), NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    ir_build_load(&b, &(*g)->v);
    ir_build_jump(&b, IR_RETURN, NULL);
    return m;
}

/* Runs body on a module of one function that loads a private global g of
 * type float (f32), with a Ctx whose diagnostics it can read. */
static void with_small_module(void (*body)(Ctx *c, IrModule *m, IrGlobal *g, const IrType *f32))
{
    Ctx *c = ctx_new(NULL);
    jmp_buf jb;
    c->bail = &jb;
    if (setjmp(jb) == 0) {
        IrGlobal *g;
        const IrType *f32;
        IrModule *m = small_module(c, &g, &f32);
        body(c, m, g, f32);
    }
    ctx_free(c);
}

/* A pointer field ir_clone.c does not point at the copy is reported with
 * the object it is in. IrGlobal.semantic is a string, copied as it is
 * (strings are shared); made to point at an IR type, it stands for a new
 * pointer field that ir_clone.c forgot. */
static void missed_field(Ctx *c, IrModule *m, IrGlobal *g, const IrType *f32)
{
    g->semantic = (const char *)f32;
    CHECK(!ir_clone_check(m, ir_clone_module(m, NULL)));
    CHECK(c->errors == 1 && c->diags.data[0].code == 9002);
    CHECK(c->errors == 1 && strstr(c->diags.data[0].message, "a copied IrGlobal still points at an original IrType"));
}
static void missed_field_is_reported(void) { with_small_module(missed_field); }

/* Data is not a pointer: a 64-bit constant whose value is the address of
 * one of the module's objects (the fuzzer learns such numbers from the
 * check's own comparisons) passes, as do the padding and bools after it. */
static void constant_equal_to_an_address(Ctx *c, IrModule *m, IrGlobal *g, const IrType *f32)
{
    ir_const_int(m, irt_int(m, 64, false), (uint64_t)(uintptr_t)f32);
    ir_const_int(m, irt_int(m, 64, false), (uint64_t)(uintptr_t)g);
    CHECK(ir_clone_check(m, ir_clone_module(m, NULL)));
    CHECK(c->errors == 0);
}
static void constant_equal_to_an_address_passes(void) { with_small_module(constant_equal_to_an_address); }

/* The tables: each offset inside its object and aligned as a pointer, and
 * every kind of object ir_clone.c records has one. */
static void pointer_field_tables(void)
{
    static const char *const kinds[] = {"IrModule", "IrType", "IrMember[]", "IrConst", "IrGlobal", "IrParam",
                                        "IrInst", "IrBlock", "IrIf", "IrLoop", "IrSwitch", "IrCase[]", "IrFunction",
                                        "IrInlineSpirv", "IrSpirvInst", "IrSpirvType", "IrSpirvOperand[]",
                                        "IrSpirvDecoration[]", "IrSpirvGlobal", "IrType*[]", "IrConst*[]",
                                        "IrValue*[]", "IrBlock*[]", "IrParam*[]", "IrGlobal*[]", "IrSpirvGlobal*[]"};
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++) {
        const IrCloneLayout *l = ir_clone_layout(kinds[i]);
        CHECK(l != NULL);
        if (!l)
            continue;
        for (size_t k = 0; k < l->num_offsets; k++) {
            CHECK(l->offsets[k] + sizeof(void *) <= l->elem_size);
            CHECK(l->offsets[k] % _Alignof(void *) == 0);
        }
    }
    CHECK(ir_clone_layout("IrNode") == NULL);
    /* a constant's value word is data */
    const IrCloneLayout *k = ir_clone_layout("IrConst");
    for (size_t i = 0; k && i < k->num_offsets; i++)
        CHECK(k->offsets[i] != offsetof(IrConst, u));
}

int main(void)
{
    RUN(every_test_shader);
    RUN(unlisted_object_is_reported);
    RUN(missed_field_is_reported);
    RUN(constant_equal_to_an_address_passes);
    RUN(pointer_field_tables);
    return UNIT_END();
}
