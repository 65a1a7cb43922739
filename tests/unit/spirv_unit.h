/* The fixture of the SPIR-V writer's unit tests (test_spirv.c,
 * test_spirv_control_flow.c): a compute (or other stage) entry "main" in a
 * fresh module, its emission, spirv-val for each Vulkan version asked, and
 * small builders (constants, the thread id, storage buffers, access chains,
 * operations) with checks of the words and capabilities emitted; inline, so
 * that a test file may leave some unused. */
#ifndef PRISM_SPIRV_UNIT_H
#define PRISM_SPIRV_UNIT_H
#include <unistd.h>
#include "../../backend_spirv/spirv.h"
#include "../../intrinsics/intrinsics.h"
#include "unit.h"

#include <spirv/unified1/spirv.h>

typedef struct Fx {
    PrismOptions opts;
    Ctx *c;
    IrModule *m;
    IrFunction *f;
    IrBuilder b;
    const IrType *vd, *bl, *u32, *i32, *f32, *uv3, *uv4, *fv4, *fv3;
    IrGlobal *gid; /* SV_DispatchThreadID, made on demand */
} Fx;

static inline void fx_init(Fx *x, IrStage stage)
{
    memset(x, 0, sizeof *x);
    x->opts.vulkan_version = 120; /* the rest zero: defaults */
    x->c = ctx_new(&x->opts);
    x->m = ir_module_new(x->c);
    IrModule *m = x->m;
    x->vd = irt_void(m);
    x->bl = irt_bool(m);
    x->u32 = irt_int(m, 32, false);
    x->i32 = irt_int(m, 32, true);
    x->f32 = irt_float(m, 32);
    x->uv3 = irt_vector(m, x->u32, 3);
    x->uv4 = irt_vector(m, x->u32, 4);
    x->fv3 = irt_vector(m, x->f32, 3);
    x->fv4 = irt_vector(m, x->f32, 4);
    x->f = ir_function_new(m, "main", x->vd, NULL, 0);
    x->f->stage = stage;
    x->f->workgroup_size[0] = 64;
    x->f->workgroup_size[1] = 1;
    x->f->workgroup_size[2] = 1;
    vec_push(m->arena, &m->entries, x->f);
    ir_builder_init(&x->b, m, x->f);
}

static inline void fx_free(Fx *x)
{
    ctx_free(x->c);
}

static inline void print_diags(Fx *x)
{
    for (int i = 0; i < x->c->diags.len; i++) {
        StrBuf sb = {0};
        diag_format(x->c, &x->c->diags.data[i], 0, &sb);
        printf("  diag: %s", sb.data ? sb.data : "\n");
        sb_free(&sb);
    }
}

/* Emits the entry; *ok tells whether spirv_emit succeeded (no ICE, no
 * diagnostics). The caller frees out. */
static inline bool emit(Fx *x, int vk, StrBuf *out, SpirvInfo *info)
{
    jmp_buf jb;
    x->c->bail = &jb;
    SpirvOptions so = {.vulkan_version = vk};
    if (setjmp(jb)) {
        x->c->bail = NULL;
        return false;
    }
    bool ok = spirv_emit(x->m, x->f, &so, out, info);
    x->c->bail = NULL;
    return ok;
}

/* Writes the words to /tmp and runs spirv-val for vulkan1.{1,2,3}. */
static inline bool validate(const StrBuf *out, int vk, const char *name)
{
    char path[256], cmd[512];
    snprintf(path, sizeof path, "/tmp/prism_test_spirv_%d_%s_vk%d.spv", (int)getpid(), name, vk);
    FILE *fp = fopen(path, "wb");
    if (!fp)
        return false;
    fwrite(out->data, 1, out->len, fp);
    fclose(fp);
    snprintf(cmd, sizeof cmd, "spirv-val --target-env vulkan1.%d %s", vk / 10 % 10, path);
    int rc = system(cmd);
    if (rc != 0) {
        snprintf(cmd, sizeof cmd, "spirv-dis %s | sed 's/^/    /'", path);
        if (system(cmd) != 0)
            printf("  (spirv-dis failed)\n");
    }
    if (!getenv("PRISM_TEST_KEEP"))
        remove(path);
    return rc == 0;
}

/* Emits and validates under each of the Vulkan versions in vks (0-ended). */
static inline bool emit_valid(Fx *x, const char *name, const int *vks, SpirvInfo *info)
{
    bool all = true;
    for (int k = 0; vks[k]; k++) {
        StrBuf out = {0};
        bool ok = emit(x, vks[k], &out, info);
        if (!ok) {
            printf("  %s: spirv_emit failed for vulkan %d\n", name, vks[k]);
            print_diags(x);
            all = false;
        } else if (!validate(&out, vks[k], name)) {
            printf("  %s: spirv-val failed for vulkan %d\n", name, vks[k]);
            all = false;
        }
        sb_free(&out);
    }
    return all;
}

static const int VK12[] = {120, 0};
static const int VK_ALL[] = {110, 120, 130, 0};

/* ---------------------------------------------------------------- helpers to build IR */

static inline IrValue *cu(Fx *x, uint32_t v) { return &ir_const_uint(x->m, v)->v; }
static inline IrValue *ci(Fx *x, int32_t v) { return &ir_const_i32(x->m, v)->v; }
static inline IrValue *cf(Fx *x, double v) { return &ir_const_float(x->m, x->f32, v)->v; }

/* SV_DispatchThreadID.x */
static inline IrValue *thread_x(Fx *x)
{
    if (!x->gid) {
        x->gid = ir_global_new(x->m, "gl_GlobalInvocationID", x->uv3, IRS_INPUT);
        x->gid->builtin = IRB_GLOBAL_INVOCATION_ID;
    }
    IrValue *v = ir_build_load(&x->b, &x->gid->v);
    return ir_build_extract(&x->b, v, 0);
}

/* block { T data[]; } in a storage buffer at binding b. */
static inline IrGlobal *storage_buffer(Fx *x, const char *name, const IrType *elem, uint32_t stride, int binding,
                                bool writable)
{
    IrType *s = irt_struct_new(x->m, "type.RWStructuredBuffer", 1);
    s->members[0].name = "_m0";
    s->members[0].type = irt_runtime_array(x->m, elem, stride);
    s->members[0].offset = 0;
    s->explicit_layout = true;
    s->block = true;
    IrGlobal *g = ir_global_new(x->m, name, s, IRS_STORAGE);
    g->set = 0;
    g->binding = binding;
    g->writable = writable;
    g->resource = IRR_STRUCTURED;
    return g;
}

static inline IrValue *elem_ptr(Fx *x, IrGlobal *g, IrValue *index)
{
    IrValue *idx[2] = {ci(x, 0), index};
    return ir_build_access(&x->b, &g->v, idx, 2);
}

static inline IrValue *op_n(Fx *x, IrOp op, const IrType *t, IrValue *const *args, int n)
{
    return &ir_build(&x->b, op, t, args, n)->v;
}

static inline IrValue *bin(Fx *x, IrOp op, const IrType *t, IrValue *a, IrValue *b)
{
    return ir_build2(&x->b, op, t, a, b);
}

/* Whether the module's bytes hold s (names are literal strings in it). */
static inline bool contains(const StrBuf *out, const char *s)
{
    size_t n = strlen(s);
    for (size_t i = 0; i + n <= out->len; i++)
        if (memcmp(out->data + i, s, n) == 0)
            return true;
    return false;
}

static inline bool has_cap(const SpirvInfo *info, int cap)
{
    for (int i = 0; i < info->capabilities.len; i++)
        if (info->capabilities.data[i] == cap)
            return true;
    return false;
}

#endif
