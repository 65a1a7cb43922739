/* Images and samplers in the IR: the verifier takes well-formed image ops
 * and rejects each broken operand rule of docs/ir.md [T4]; the text form
 * of the ops; ir_lower_image_uses makes a compared texture a depth image
 * and records storage reads and writes; the texture rows of the intrinsic
 * table are found per texture kind. */
#include <setjmp.h>
#include "../../intrinsics/intrinsics.h"
#include "../../ir/ir.h"
#include "unit.h"

typedef struct T {
    Ctx *c;
    IrModule *m;
    jmp_buf jb;
    IrBuilder b;
    IrFunction *f;
    const IrType *f32, *u32, *i32, *tex2d, *cube, *storage, *smp;
    IrGlobal *g_tex, *g_cube, *g_img, *g_smp;
} T;

static T *t_new(void)
{
    T *t = calloc(1, sizeof *t);
    t->c = ctx_new(NULL);
    t->c->bail = &t->jb;
    t->m = ir_module_new(t->c);
    IrModule *m = t->m;
    t->f32 = irt_float(m, 32);
    t->u32 = irt_int(m, 32, false);
    t->i32 = irt_int(m, 32, true);
    t->tex2d = irt_image(m, IR_DIM_2D, t->f32, IR_IMAGE_SAMPLED, IR_FMT_UNKNOWN);
    t->cube = irt_image(m, IR_DIM_CUBE, t->f32, IR_IMAGE_SAMPLED, IR_FMT_UNKNOWN);
    t->storage = irt_image(m, IR_DIM_2D, t->f32, IR_IMAGE_STORAGE, IR_FMT_RGBA8);
    t->smp = irt_sampler(m, false);
    t->g_tex = ir_global_new(m, "tex", t->tex2d, IRS_HANDLE);
    t->g_cube = ir_global_new(m, "sky", t->cube, IRS_HANDLE);
    t->g_img = ir_global_new(m, "img", t->storage, IRS_HANDLE);
    t->g_smp = ir_global_new(m, "smp", t->smp, IRS_HANDLE);
    t->f = ir_function_new(m, "main", irt_void(m), NULL, 0);
    t->f->stage = IR_STAGE_FRAGMENT;
    vec_push(m->arena, &m->entries, t->f);
    ir_builder_init(&t->b, m, t->f);
    return t;
}

static void t_free(T *t)
{
    ctx_free(t->c);
    free(t);
}

static IrValue *k_f32(T *t, double v) { return &ir_const_float(t->m, t->f32, v)->v; }

static IrValue *k_vec(T *t, const IrType *s, int n, double v)
{
    IrConst *c = s->kind == IRT_FLOAT ? ir_const_float(t->m, s, v) : ir_const_int(t->m, s, (uint64_t)(int64_t)v);
    return &ir_const_splat(t->m, irt_vector(t->m, s, n), c)->v;
}

/* image_sample of tex with operands ops (after image, sampler, coord) and flags. */
static IrInst *sample(T *t, IrGlobal *img, IrValue *coord, IrValue **ops, int n, unsigned flags, const IrType *rt)
{
    IrValue *a[10] = {ir_build_load(&t->b, &img->v), ir_build_load(&t->b, &t->g_smp->v), coord};
    for (int k = 0; k < n; k++)
        a[3 + k] = ops[k];
    IrInst *i = ir_build(&t->b, IR_IMAGE_SAMPLE, rt, a, 3 + n);
    i->imm = flags;
    return i;
}

static bool verify_fails(T *t, const char *what)
{
    ir_build_jump(&t->b, IR_RETURN, NULL);
    if (setjmp(t->jb))
        return false;
    if (ir_verify(t->m, "test")) {
        printf("  verifier accepted IR that breaks: %s\n", what);
        return false;
    }
    const char *msg = vec_last(&t->c->diags).message;
    if (!strstr(msg, what)) {
        printf("  verifier said: %s\n  expected: %s\n", msg, what);
        return false;
    }
    return true;
}

static void verifier_takes_every_sampling_form(void)
{
    T *t = t_new();
    const IrType *v4 = irt_vector(t->m, t->f32, 4);
    IrValue *uv = k_vec(t, t->f32, 2, 0.5), *off = k_vec(t, t->i32, 2, 1), *g = k_vec(t, t->f32, 2, 0.01);
    IrValue *bias_off[2] = {k_f32(t, 0.5), off};
    sample(t, t->g_tex, uv, bias_off, 2, IR_IMG_BIAS | IR_IMG_OFFSET, v4);
    IrValue *grad_clamp[3] = {g, g, k_f32(t, 1.0)};
    sample(t, t->g_tex, uv, grad_clamp, 3, IR_IMG_GRAD | IR_IMG_MIN_LOD, v4);
    IrValue *dref_lod[2] = {k_f32(t, 0.5), k_f32(t, 0.0)};
    sample(t, t->g_tex, uv, dref_lod, 2, IR_IMG_DREF | IR_IMG_LOD, t->f32);
    IrValue *img = ir_build_load(&t->b, &t->g_img->v), *w[3] = {img, k_vec(t, t->u32, 2, 3), k_vec(t, t->f32, 4, 1)};
    ir_build(&t->b, IR_IMAGE_WRITE, irt_void(t->m), w, 3);
    IrValue *q[2] = {ir_build_load(&t->b, &t->g_tex->v), &ir_const_uint(t->m, 0)->v};
    IrInst *size = ir_build(&t->b, IR_IMAGE_QUERY, irt_vector(t->m, t->u32, 2), q, 2);
    size->imm = IR_QUERY_SIZE;
    ir_build_jump(&t->b, IR_RETURN, NULL);
    CHECK(ir_verify(t->m, "test"));
    t_free(t);
}

static void verifier_rejects_a_missing_operand(void)
{
    T *t = t_new();
    IrValue *bias[1] = {k_f32(t, 0.5)};
    sample(t, t->g_tex, k_vec(t, t->f32, 2, 0.5), bias, 1, IR_IMG_BIAS | IR_IMG_OFFSET, irt_vector(t->m, t->f32, 4));
    CHECK(verify_fails(t, "is missing"));
    t_free(t);
}

static void verifier_rejects_a_short_coordinate(void)
{
    T *t = t_new();
    sample(t, t->g_cube, k_vec(t, t->f32, 2, 0.5), NULL, 0, 0, irt_vector(t->m, t->f32, 4));
    CHECK(verify_fails(t, "sampling coordinate"));
    t_free(t);
}

static void verifier_rejects_an_offset_on_a_cube(void)
{
    T *t = t_new();
    IrValue *off[1] = {k_vec(t, t->i32, 3, 1)};
    sample(t, t->g_cube, k_vec(t, t->f32, 3, 0.5), off, 1, IR_IMG_OFFSET, irt_vector(t->m, t->f32, 4));
    CHECK(verify_fails(t, "offset on a cube"));
    t_free(t);
}

static void verifier_rejects_bias_and_lod(void)
{
    T *t = t_new();
    IrValue *ops[2] = {k_f32(t, 0.5), k_f32(t, 1.0)};
    sample(t, t->g_tex, k_vec(t, t->f32, 2, 0.5), ops, 2, IR_IMG_BIAS | IR_IMG_LOD, irt_vector(t->m, t->f32, 4));
    CHECK(verify_fails(t, "more than one of bias, lod and gradients"));
    t_free(t);
}

static void verifier_rejects_a_comparison_giving_a_vector(void)
{
    T *t = t_new();
    IrValue *ops[1] = {k_f32(t, 0.5)};
    sample(t, t->g_tex, k_vec(t, t->f32, 2, 0.5), ops, 1, IR_IMG_DREF, irt_vector(t->m, t->f32, 4));
    CHECK(verify_fails(t, "gives vec4<f32>, not f32"));
    t_free(t);
}

static void verifier_rejects_sampling_a_storage_image(void)
{
    T *t = t_new();
    sample(t, t->g_img, k_vec(t, t->f32, 2, 0.5), NULL, 0, 0, irt_vector(t->m, t->f32, 4));
    CHECK(verify_fails(t, "of a storage 2d image"));
    t_free(t);
}

static void verifier_rejects_a_level_on_a_storage_read(void)
{
    T *t = t_new();
    IrValue *a[3] = {ir_build_load(&t->b, &t->g_img->v), k_vec(t, t->u32, 2, 1), &ir_const_uint(t->m, 0)->v};
    IrInst *i = ir_build(&t->b, IR_IMAGE_READ, irt_vector(t->m, t->f32, 4), a, 3);
    i->imm = IR_IMG_LOD;
    CHECK(verify_fails(t, "storage image with a level"));
    t_free(t);
}

static void verifier_rejects_an_image_in_private_memory(void)
{
    T *t = t_new();
    ir_global_new(t->m, "bad", t->tex2d, IRS_PRIVATE);
    CHECK(verify_fails(t, "only they, live in handle memory"));
    t_free(t);
}

static void text_form_names_the_operands(void)
{
    T *t = t_new();
    IrValue *ops[2] = {k_f32(t, 0.5), k_vec(t, t->i32, 2, 1)};
    sample(t, t->g_tex, k_vec(t, t->f32, 2, 0.5), ops, 2, IR_IMG_DREF | IR_IMG_OFFSET, t->f32);
    IrValue *g[4] = {ir_build_load(&t->b, &t->g_tex->v), ir_build_load(&t->b, &t->g_smp->v), k_vec(t, t->f32, 2, 0.5)};
    IrInst *gi = ir_build(&t->b, IR_IMAGE_GATHER, irt_vector(t->m, t->f32, 4), g, 3);
    gi->imm = 2u << IR_IMG_COMPONENT_SHIFT;
    ir_build_jump(&t->b, IR_RETURN, NULL);
    StrBuf sb = {0};
    ir_dump(t->m, &sb);
    CHECK(strstr(sb.data, "image_sample dref|offset f32 %1, %2, vec2<f32>(0.5, 0.5), 0.5f, vec2<i32>(1, 1)"));
    CHECK(strstr(sb.data, "image_gather blue vec4<f32> %4, %5, vec2<f32>(0.5, 0.5)"));
    CHECK(strstr(sb.data, "global @smp : ptr<handle, sampler>"));
    sb_free(&sb);
    t_free(t);
}

static void image_uses_make_compared_textures_depth(void)
{
    T *t = t_new();
    IrValue *ops[1] = {k_f32(t, 0.5)};
    sample(t, t->g_tex, k_vec(t, t->f32, 2, 0.5), ops, 1, IR_IMG_DREF, t->f32);
    sample(t, t->g_tex, k_vec(t, t->f32, 2, 0.5), NULL, 0, 0, irt_vector(t->m, t->f32, 4));
    IrValue *img = ir_build_load(&t->b, &t->g_img->v), *w[3] = {img, k_vec(t, t->u32, 2, 3), k_vec(t, t->f32, 4, 1)};
    ir_build(&t->b, IR_IMAGE_WRITE, irt_void(t->m), w, 3);
    ir_build_jump(&t->b, IR_RETURN, NULL);
    CHECK(ir_lower_image_uses(t->m));
    CHECK(t->g_tex->pointee->depth && t->g_tex->pointee == irt_image_depth(t->m, t->tex2d, true));
    CHECK(!t->g_cube->pointee->depth);
    CHECK(t->g_img->image_written && !t->g_img->image_read && t->g_tex->image_sampled);
    CHECK(ir_verify(t->m, "ir_lower_image_uses")); /* every load of the texture retyped */
    t_free(t);
}

static void texture_rows_are_found_per_kind(void)
{
    int n = 0;
    CHECK(intrinsic_lookup("Sample", OBJ_TEX2D, &n) == INTR_TEX_SAMPLE && n == 1);
    CHECK(intrinsic_lookup("Sample", OBJ_TEXCUBE, &n) == INTR_TEX_SAMPLE_CUBE && n == 1);
    CHECK(intrinsic_lookup("GatherRed", OBJ_TEX2D, &n) == INTR_TEX_GATHER_RED && n == 2);
    CHECK(intrinsic_lookup("GatherRed", OBJ_TEXCUBE_ARRAY, &n) == INTR_TEX_GATHER_RED_CUBE && n == 1);
    CHECK(intrinsic_lookup("GetDimensions", OBJ_TEX2D_ARRAY, &n) == INTR_TEX_DIMS_3 && n == 2);
    CHECK(intrinsic_lookup("GetDimensions", OBJ_TEX2DMS_ARRAY, &n) == INTR_TEX_DIMS_4_NOMIP && n == 1);
    CHECK(intrinsic_lookup("Load", OBJ_RWTEX3D, &n) == INTR_TEX_LOAD_RW && n == 1);
    CHECK(intrinsic_lookup("SampleCmp", OBJ_TEX3D, &n) == INTR_COUNT && n == 0); /* no comparisons on 3D */
    CHECK(intrinsic_lookup("Gather", OBJ_TEX1D, &n) == INTR_COUNT && n == 0);
}

int main(void)
{
    RUN(verifier_takes_every_sampling_form);
    RUN(verifier_rejects_a_missing_operand);
    RUN(verifier_rejects_a_short_coordinate);
    RUN(verifier_rejects_an_offset_on_a_cube);
    RUN(verifier_rejects_bias_and_lod);
    RUN(verifier_rejects_a_comparison_giving_a_vector);
    RUN(verifier_rejects_sampling_a_storage_image);
    RUN(verifier_rejects_a_level_on_a_storage_read);
    RUN(verifier_rejects_an_image_in_private_memory);
    RUN(text_form_names_the_operands);
    RUN(image_uses_make_compared_textures_depth);
    RUN(texture_rows_are_found_per_kind);
    return UNIT_END();
}
