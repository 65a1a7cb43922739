/* Lowering (frontend/lower*.c, layout.c): small HLSL programs through
 * preprocess -> parse -> sema_check -> lower_to_ir -> ir_verify, compared
 * with expected IR dumps (whole or in part), then through the optimisation
 * passes and spirv_emit + spirv-val (Vulkan 1.2). Layout cases read the
 * offsets and strides of the IR types directly. Cases are named after the
 * rule they check. */
#include <setjmp.h>
#include <unistd.h>
#include "../../backend_spirv/spirv.h"
#include "../../frontend/layout.h"
#include "../../frontend/sema.h"
#include "unit.h"

typedef struct Run {
    PrismOptions o;
    Ctx *c;
    Ast ast;
    IrModule *m;
    bool bailed;
    char *dump;       /* the IR as lowered */
    char diags[2048]; /* "E4001 message\n" per diagnostic */
} Run;

static void run_diags(Run *r)
{
    size_t n = 0;
    for (int i = 0; i < r->c->diags.len; i++) {
        Diag *d = &r->c->diags.data[i];
        n += (size_t)snprintf(r->diags + n, n < sizeof r->diags ? sizeof r->diags - n : 0, "%c%d %s\n",
                              d->severity == DIAG_ERROR ? 'E' : 'W', d->code, d->message);
        if (n >= sizeof r->diags)
            break;
    }
}

static Run *compile_hv(const char *src, int hv)
{
    Run *r = calloc(1, sizeof *r);
    r->o.hlsl_version = hv;
    r->o.vulkan_version = 120;
    r->o.profile = "cs_6_6";
    r->o.entry = strstr(src, "[shader(") ? NULL : "main";
    r->o.max_errors = 50;
    r->c = ctx_new(&r->o);
    uint32_t file = ctx_add_file(r->c, "t.hlsl", "t.hlsl", src, strlen(src));
    jmp_buf jb;
    r->c->bail = &jb;
    if (setjmp(jb) == 0) {
        TokenVec toks = {0};
        if (preprocess(r->c, file, &toks) && parse(r->c, &toks, &r->ast) && sema_check(r->c, &r->ast)) {
            r->m = lower_to_ir(r->c, &r->ast);
            if (r->m) {
                StrBuf sb = {0};
                ir_dump(r->m, &sb);
                r->dump = sb_take(&sb, NULL);
                if (getenv("DUMP"))
                    printf("%s", r->dump);
            }
        }
    } else {
        r->bailed = true;
        r->m = NULL;
    }
    r->c->bail = NULL;
    run_diags(r);
    return r;
}

static Run *compile(const char *src)
{
    return compile_hv(src, 2021);
}

static void run_free(Run *r)
{
    free(r->dump);
    ctx_free(r->c);
    free(r);
}

static bool have_spirv_val(void)
{
    return system("command -v spirv-val >/dev/null 2>&1") == 0;
}

/* Verifies the lowered module, runs the passes (verifying after each),
 * emits every entry and validates it. Returns the bytes of the first
 * entry's SPIR-V (0 on failure). */
static size_t check_module(Run *r)
{
    if (!r->m) {
        printf("  no module; diagnostics:\n%s", r->diags);
        return 0;
    }
    bool ok = ir_verify(r->m, "lower_to_ir");
    if (!ok) {
        run_diags(r);
        printf("  verifier: %s\n%s", r->diags, r->dump);
        return 0;
    }
    ok = ir_opt_vars_to_ssa(r->m), ok = ir_verify(r->m, "ir_opt_vars_to_ssa");
    ok = ok && (ir_opt_constant_fold(r->m), ir_verify(r->m, "ir_opt_constant_fold"));
    ok = ok && (ir_opt_dce(r->m), ir_verify(r->m, "ir_opt_dce"));
    if (!ok) {
        run_diags(r);
        printf("  verifier after passes: %s\n", r->diags);
        return 0;
    }
    size_t first = 0;
    for (int i = 0; i < r->m->entries.len; i++) {
        SpirvOptions so = {.vulkan_version = 120};
        StrBuf w = {0};
        SpirvInfo info;
        memset(&info, 0, sizeof info);
        jmp_buf jb;
        r->c->bail = &jb;
        bool emitted = false;
        if (setjmp(jb) == 0)
            emitted = spirv_emit(r->m, r->m->entries.data[i], &so, &w, &info);
        r->c->bail = NULL;
        if (!emitted) {
            run_diags(r);
            printf("  spirv_emit failed: %s\n", r->diags);
            sb_free(&w);
            return 0;
        }
        if (i == 0)
            first = w.len;
        if (have_spirv_val()) {
            char path[64];
            snprintf(path, sizeof path, "/tmp/prism_test_lower_%d.spv", (int)getpid());
            FILE *f = fopen(path, "wb");
            if (f) {
                fwrite(w.data, 1, w.len, f);
                fclose(f);
                char cmd[160];
                snprintf(cmd, sizeof cmd, "spirv-val --target-env vulkan1.2 %s", path);
                if (system(cmd) != 0) {
                    printf("  spirv-val failed for entry %s\n", r->m->entries.data[i]->name);
                    first = 0;
                }
                remove(path);
            }
        }
        sb_free(&w);
    }
    return first;
}

/* The text of function `name` in the dump (from "fn @name(" to the next
 * blank line), into buf. */
static const char *fn_text(const Run *r, const char *name, char *buf, size_t cap)
{
    char head[128];
    snprintf(head, sizeof head, "fn @%s(", name);
    const char *p = r->dump ? strstr(r->dump, head) : NULL;
    if (!p)
        return "";
    const char *end = strstr(p, "\n\n");
    size_t n = end ? (size_t)(end - p) + 1 : strlen(p);
    if (n >= cap)
        n = cap - 1;
    memcpy(buf, p, n);
    buf[n] = 0;
    return buf;
}

#define CHECK_HAS(run, s)                                                          \
    do {                                                                           \
        if (!(run)->dump || !strstr((run)->dump, (s))) {                          \
            printf("  %s:%d: missing: %s\n", __FILE__, __LINE__, (s));           \
            unit_case_failed = 1;                                                  \
        }                                                                          \
    } while (0)

/* ---------------------------------------------------------------- cases */

static const char *compact_src =
    "StructuredBuffer<float> Values : register(t0);\n"
    "RWStructuredBuffer<float> Kept : register(u1);\n"
    "RWByteAddressBuffer Count : register(u2);\n"
    "[shader(\"compute\")]\n"
    "[numthreads(64, 1, 1)]\n"
    "void CSMain(uint3 id : SV_DispatchThreadID)\n"
    "{\n"
    "    float v = Values[id.x];\n"
    "    bool keep = v > 0.5;\n"
    "    uint laneOffset = WavePrefixCountBits(keep);\n"
    "    uint waveCount = WaveActiveCountBits(keep);\n"
    "    uint waveBase = 0;\n"
    "    if (WaveIsFirstLane())\n"
    "        Count.InterlockedAdd(0, waveCount, waveBase);\n"
    "    waveBase = WaveReadLaneFirst(waveBase);\n"
    "    if (keep)\n"
    "        Kept[waveBase + laneOffset] = v;\n"
    "}\n";

/* Seed 000: the entry's body is lowered into the entry function itself, the
 * dispatch id comes from one input builtin, resources are storage blocks
 * with their registers, and the SPIR-V stays within the seed's 1576 bytes. */
static void compact_shader_entry_inlined(void)
{
    Run *r = compile(compact_src);
    char buf[8192];
    CHECK_STR(fn_text(r, "CSMain", buf, sizeof buf),
              "fn @CSMain() -> void  compute workgroup_size(64,1,1) {\n"
              "  b0:\n"
              "    %1 = var ptr<function, vec3<u32>>  ; id\n"
              "    %2 = var ptr<function, f32>  ; v\n"
              "    %3 = var ptr<function, bool>  ; keep\n"
              "    %4 = var ptr<function, u32>  ; laneOffset\n"
              "    %5 = var ptr<function, u32>  ; waveCount\n"
              "    %6 = var ptr<function, u32>  ; waveBase\n"
              "    %7 = load vec3<u32> @gl_GlobalInvocationID\n"
              "    store %1, %7\n"
              "    %8 = load vec3<u32> %1\n"
              "    %9 = extract u32 %8, 0\n"
              "    %10 = access ptr<storage, f32> @Values, 0u, %9\n"
              "    %11 = load f32 %10\n"
              "    store %2, %11\n"
              "    %12 = load f32 %2\n"
              "    %13 = gt bool %12, 0.5f\n"
              "    store %3, %13\n"
              "    %14 = load bool %3\n"
              "    %15 = intrinsic u32 WavePrefixCountBits(%14)\n"
              "    store %4, %15\n"
              "    %16 = load bool %3\n"
              "    %17 = intrinsic u32 WaveActiveCountBits(%16)\n"
              "    store %5, %17\n"
              "    store %6, 0u\n"
              "    %18 = intrinsic bool WaveIsFirstLane()\n"
              "    if %18 {\n"
              "    b1:\n"
              "      %19 = shr u32 0u, 2u\n"
              "      %20 = access ptr<storage, u32> @Count, 0u, %19\n"
              "      %21 = load u32 %5\n"
              "      %22 = atomic add u32 %20, %21\n"
              "      store %6, %22\n"
              "    } else {\n"
              "    b2:\n"
              "    }\n"
              "  b3:\n"
              "    %23 = load u32 %6\n"
              "    %24 = intrinsic u32 WaveReadLaneFirst(%23)\n"
              "    store %6, %24\n"
              "    %25 = load bool %3\n"
              "    if %25 {\n"
              "    b4:\n"
              "      %26 = load u32 %6\n"
              "      %27 = load u32 %4\n"
              "      %28 = add u32 %26, %27\n"
              "      %29 = access ptr<storage, f32> @Kept, 0u, %28\n"
              "      %30 = load f32 %2\n"
              "      store %29, %30\n"
              "    } else {\n"
              "    b5:\n"
              "    }\n"
              "  b6:\n"
              "    return\n"
              "}\n");
    CHECK_HAS(r, "global @Values : ptr<storage, type_StructuredBuffer_float> structured set(0) binding(0) readonly");
    CHECK_HAS(r, "global @Count : ptr<storage, type_RWByteAddressBuffer> byteaddress set(0) binding(2) atomic");
    CHECK(r->m && r->m->functions.len == 1 && r->m->entries.len == 1);
    size_t bytes = check_module(r);
    CHECK(bytes > 0 && bytes <= 1576);
    run_free(r);
}

/* for (init; cond; step): loop { if !cond break; body } continuing { step };
 * vars_to_ssa then puts the phis in the loop header. */
static void for_loop_shape_and_phis(void)
{
    Run *r = compile("RWStructuredBuffer<uint> Out : register(u0);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    uint sum = 0;\n"
                     "    [unroll(4)] for (uint i = 0; i < id.x; i++)\n"
                     "    {\n"
                     "        if (i == 7) continue;\n"
                     "        sum += i;\n"
                     "    }\n"
                     "    Out[id.x] = sum;\n"
                     "}\n");
    char buf[8192];
    CHECK_STR(fn_text(r, "main", buf, sizeof buf),
              "fn @main() -> void  compute workgroup_size(64,1,1) {\n"
              "  b0:\n"
              "    %1 = var ptr<function, vec3<u32>>  ; id\n"
              "    %2 = var ptr<function, u32>  ; sum\n"
              "    %3 = var ptr<function, u32>  ; i\n"
              "    %4 = load vec3<u32> @gl_GlobalInvocationID\n"
              "    store %1, %4\n"
              "    store %2, 0u\n"
              "    store %3, 0u\n"
              "    loop [unroll(4)] {\n"
              "    b1:\n"
              "      %5 = load u32 %3\n"
              "      %6 = load vec3<u32> %1\n"
              "      %7 = extract u32 %6, 0\n"
              "      %8 = lt bool %5, %7\n"
              "      if %8 {\n"
              "      b2:\n"
              "      } else {\n"
              "      b3:\n"
              "        break\n"
              "      }\n"
              "    b4:\n"
              "      %9 = load u32 %3\n"
              "      %10 = eq bool %9, 7u\n"
              "      if %10 {\n"
              "      b5:\n"
              "        continue\n"
              "      } else {\n"
              "      b6:\n"
              "      }\n"
              "    b7:\n"
              "      %11 = load u32 %3\n"
              "      %12 = load u32 %2\n"
              "      %13 = add u32 %12, %11\n"
              "      store %2, %13\n"
              "    } continuing {\n"
              "    b8:\n"
              "      %14 = load u32 %3\n"
              "      %15 = add u32 %14, 1u\n"
              "      store %3, %15\n"
              "    }\n"
              "  b9:\n"
              "    %16 = load vec3<u32> %1\n"
              "    %17 = extract u32 %16, 0\n"
              "    %18 = access ptr<storage, u32> @Out, 0u, %17\n"
              "    %19 = load u32 %2\n"
              "    store %18, %19\n"
              "    return\n"
              "}\n");
    CHECK(check_module(r) > 0);
    StrBuf sb = {0};
    if (r->m)
        ir_dump(r->m, &sb);
    CHECK(sb.data && strstr(sb.data, "= phi u32"));
    sb_free(&sb);
    run_free(r);
}

/* do { } while (c): the condition is the continuing's break_if. */
static void do_while_break_if(void)
{
    Run *r = compile("RWStructuredBuffer<uint> Out : register(u0);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    uint n = id.x;\n"
                     "    do { n = n / 2; } while (n > 3);\n"
                     "    Out[id.x] = n;\n"
                     "}\n");
    CHECK_HAS(r, "    loop {\n"
                 "    b1:\n"
                 "      %6 = load u32 %2\n"
                 "      %7 = div u32 %6, 2u\n"
                 "      store %2, %7\n"
                 "    } continuing {\n"
                 "    b2:\n"
                 "      %8 = load u32 %2\n"
                 "      %9 = gt bool %8, 3u\n"
                 "      %10 = not bool %9\n"
                 "      break_if %10\n"
                 "    }\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* switch: one case per run of labels, fall-through where no break, a
 * default in the middle, a break inside an if. */
static void switch_fallthrough_cases(void)
{
    Run *r = compile("RWStructuredBuffer<uint> Out : register(u0);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    uint r = 0;\n"
                     "    switch (id.x % 8)\n"
                     "    {\n"
                     "    case 0: r += 1;\n"
                     "    case 1: r += 10; break;\n"
                     "    case 2: case 3: r = 100; break;\n"
                     "    default: r = 7; break;\n"
                     "    case 5: if (id.x > 20) break; r = 50;\n"
                     "    }\n"
                     "    Out[id.x] = r;\n"
                     "}\n");
    CHECK_HAS(r, "    switch %6 {\n"
                 "    case 0 {\n"
                 "    b1:\n"
                 "      %7 = load u32 %2\n"
                 "      %8 = add u32 %7, 1u\n"
                 "      store %2, %8\n"
                 "    }\n"
                 "    case 1 {\n");
    CHECK_HAS(r, "    case 2, 3 {\n"
                 "    b3:\n"
                 "      store %2, 100u\n"
                 "      break\n"
                 "    }\n"
                 "    default {\n");
    /* the last case ends with an explicit break */
    CHECK_HAS(r, "      store %2, 50u\n"
                 "      break\n"
                 "    }\n"
                 "    }\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* out/inout: the callee takes ptr<function, T>; the caller passes a
 * temporary, copied in for inout and back after the call (a swizzle and an
 * array element here). In parameters become local variables. */
static void out_inout_copy_semantics(void)
{
    Run *r = compile("RWStructuredBuffer<float4> Out : register(u0);\n"
                     "void Swap(inout float a, inout float b) { float t = a; a = b; b = t; }\n"
                     "void Half(float v, out float h) { v = v * 0.5; h = v; }\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    float4 v = float4((float)id.x, 1.5, 2.5, 3.5);\n"
                     "    Swap(v.x, v.w);\n"
                     "    float parts[2];\n"
                     "    Half(v.y, parts[1]);\n"
                     "    Out[id.x] = v + parts[1];\n"
                     "}\n");
    CHECK_HAS(r, "fn @Swap(%1: ptr<function, f32>, %2: ptr<function, f32>) -> void {\n");
    CHECK_HAS(r, "fn @Half(%1: f32, %2: ptr<function, f32>) -> void {\n"
                 "  b0:\n"
                 "    %3 = var ptr<function, f32>  ; v\n"
                 "    store %3, %1\n");
    /* copy-in of v.x and v.w, the call, copy-back into the vector */
    CHECK_HAS(r, "    %12 = load vec4<f32> %2\n"
                 "    %13 = extract f32 %12, 0\n"
                 "    store %3, %13\n"
                 "    %14 = load vec4<f32> %2\n"
                 "    %15 = extract f32 %14, 3\n"
                 "    store %4, %15\n"
                 "    call void @Swap(%3, %4)\n"
                 "    %16 = load f32 %3\n"
                 "    %17 = load vec4<f32> %2\n"
                 "    %18 = insert vec4<f32> %17, %16, 0\n"
                 "    store %2, %18\n");
    /* out into an array element: address first, no copy-in, copy-out after */
    CHECK_HAS(r, "    %24 = access ptr<function, f32> %5, 1i\n"
                 "    call void @Half(%23, %6)\n"
                 "    %25 = load f32 %6\n"
                 "    store %24, %25\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Stores to a field and an array element of a struct in a
 * RWStructuredBuffer<S>: one access chain each, std430 offsets. */
static void structured_buffer_struct_stores(void)
{
    Run *r = compile("struct S { float a; float3 b; uint c[2]; bool d; };\n"
                     "RWStructuredBuffer<S> Buf : register(u0);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    Buf[id.x].b.y = 2.0;\n"
                     "    Buf[id.x].c[1] = id.x;\n"
                     "    Buf[id.x].d = id.x > 3;\n"
                     "    S s = Buf[0];\n"
                     "    Buf[1] = s;\n"
                     "}\n");
    /* struct S laid out: a 0, b 4 (relaxed float3), c 16 (stride 4), d 24; size 32 (align 16) */
    CHECK_HAS(r, "struct S layout {\n"
                 "  a : f32 offset(0)\n"
                 "  b : vec3<f32> offset(4)\n"
                 "  c : array<u32, 2, stride=4> offset(16)\n"
                 "  d : u32 offset(24)\n"
                 "}\n");
    CHECK_HAS(r, "  data : array<S, stride=32> offset(0)\n");
    CHECK_HAS(r, "struct S.1 {\n"
                 "  a : f32\n"
                 "  b : vec3<f32>\n"
                 "  c : array<u32, 2>\n"
                 "  d : bool\n"
                 "}\n");
    /* .b.y: one chain to the component, not the vector */
    CHECK_HAS(r, "    %8 = access ptr<storage, f32> @Buf, 0u, %5, 1u, 1u\n"
                 "    store %8, 2.0f\n");
    CHECK_HAS(r, "    %13 = access ptr<storage, u32> @Buf, 0u, %10, 2u, 1i\n");
    /* bool stored as u32 */
    CHECK_HAS(r, "    %23 = select u32 %22, 1u, 0u\n"
                 "    store %19, %23\n");
    /* whole-struct copies convert between the laid-out and the plain struct */
    CHECK_HAS(r, "    %25 = load S %24\n"
                 "    %26 = extract f32 %25, 0\n"
                 "    %27 = extract vec3<f32> %25, 1\n"
                 "    %28 = extract array<u32, 2, stride=4> %25, 2\n"
                 "    %29 = extract u32 %28, 0\n"
                 "    %30 = extract u32 %28, 1\n"
                 "    %31 = construct array<u32, 2> %29, %30\n"
                 "    %32 = extract u32 %25, 3\n"
                 "    %33 = ne bool %32, 0u\n"
                 "    %34 = construct S.1 %26, %27, %31, %33\n"
                 "    store %2, %34\n");
    CHECK_HAS(r, "    %45 = construct S %37, %38, %42, %44\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

static const IrMember *member(const IrType *st, const char *name)
{
    for (uint32_t i = 0; st && i < st->num_members; i++)
        if (strcmp(st->members[i].name, name) == 0)
            return &st->members[i];
    return NULL;
}

static const IrGlobal *global(const Run *r, const char *name)
{
    for (int i = 0; r->m && i < r->m->globals.len; i++)
        if (r->m->globals.data[i]->v.name && strcmp(r->m->globals.data[i]->v.name, name) == 0)
            return r->m->globals.data[i];
    return NULL;
}

/* cbuffer packing, DXC's vector-relaxed std140 (docs/SPIR-V.rst, "Memory
 * layout rules"): a float3 after a float shares its row, a float after a
 * float3 fills the row, arrays take a row per element, matrices a row per
 * column (column_major), structs start a row. */
static void cbuffer_packing_offsets(void)
{
    Run *r = compile("struct Light { float3 dir; float power; float2 range; };\n"
                     "cbuffer Params : register(b0)\n"
                     "{\n"
                     "    float a; float3 b; float2 c; float2 d; float3 e; uint f; float2 g;\n"
                     "    float3 h; float arr[3]; Light light; float4x4 m; float2x3 m23;\n"
                     "    row_major float2x3 r23; uint last;\n"
                     "};\n"
                     "RWStructuredBuffer<float4> Out : register(u1);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    Out[id.x] = float4(b, a) + m[1] + float4(arr[id.x % 3], light.power, m23[1].y, (float)last);\n"
                     "}\n");
    const IrGlobal *g = global(r, "Params");
    CHECK(g && g->space == IRS_UNIFORM && g->resource == IRR_CBUFFER && g->set == 0 && g->binding == 0);
    const IrType *st = g ? g->pointee : NULL;
    CHECK(st && st->block && st->explicit_layout);
    static const struct {
        const char *name;
        uint32_t offset;
    } want[] = {{"a", 0},    {"b", 4},      {"c", 16},      {"d", 24},   {"e", 32},     {"f", 44},    {"g", 48},
                {"h", 64},   {"arr", 80},   {"light", 128}, {"m", 160},  {"m23", 224},  {"r23", 272}, {"last", 304}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const IrMember *mb = member(st, want[i].name);
        if (!mb || mb->offset != want[i].offset) {
            printf("  %s: offset %d, want %u\n", want[i].name, mb ? (int)mb->offset : -1, want[i].offset);
            unit_case_failed = 1;
        }
    }
    const IrMember *arr = member(st, "arr");
    CHECK(arr && arr->type->kind == IRT_ARRAY && arr->type->stride == 16);
    const IrMember *m = member(st, "m");
    CHECK(m && m->matrix_stride == 16 && !m->row_major);
    const IrMember *r23 = member(st, "r23");
    CHECK(r23 && r23->matrix_stride == 16 && r23->row_major);
    const IrMember *light = member(st, "light");
    CHECK(light && light->type->kind == IRT_STRUCT && light->type->members[1].offset == 12 &&
          light->type->members[2].offset == 16);
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* DXC's table (docs/SPIR-V.rst): struct T { float a; float3 b; S c; float2x3
 * d; row_major float2x3 e; int f[3]; float2 g[2]; } with S { float3 f; }
 * in a structured buffer (vector-relaxed std430). */
static void structured_layout_matches_dxc_table(void)
{
    Run *r = compile("struct S { float3 f; };\n"
                     "struct T { float a; float3 b; S c; float2x3 d; row_major float2x3 e; int f[3]; float2 g[2]; };\n"
                     "RWStructuredBuffer<T> Buf : register(u0);\n"
                     "StructuredBuffer<float3> V3 : register(t1);\n"
                     "[numthreads(1, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID) { Buf[id.x].a = V3[id.x].y; }\n");
    const IrGlobal *g = global(r, "Buf");
    const IrType *blk = g ? g->pointee : NULL;
    const IrType *t = blk && blk->num_members == 1 ? blk->members[0].type->elem : NULL;
    static const uint32_t want[] = {0, 4, 16, 32, 64, 96, 112};
    for (int i = 0; t && i < 7; i++)
        if (t->members[i].offset != want[i]) {
            printf("  member %d: offset %u, want %u\n", i, t->members[i].offset, want[i]);
            unit_case_failed = 1;
        }
    CHECK(t && t->num_members == 7);
    const IrGlobal *v3 = global(r, "V3");
    CHECK(v3 && v3->pointee->members[0].type->stride == 16); /* DXC issue #3031: 16 unless -fvk-use-dx-layout */
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Byte-address buffers: index = address >> 2 into the uint array; Load2
 * reads two words, Store4 writes four, InterlockedAdd is an atomic on one
 * word, GetDimensions is the array length times 4. */
static void byte_address_load_store_atomic(void)
{
    Run *r = compile("ByteAddressBuffer Raw : register(t0);\n"
                     "RWByteAddressBuffer Dst : register(u1);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    uint2 p = Raw.Load2(id.x * 8);\n"
                     "    Dst.Store4(id.x * 16, uint4(p, p.yx));\n"
                     "    uint old;\n"
                     "    Dst.InterlockedAdd(4, 1, old);\n"
                     "    uint n;\n"
                     "    Raw.GetDimensions(n);\n"
                     "    float f = Raw.Load<float>(n - 4);\n"
                     "    Dst.Store(0, old + asuint(f));\n"
                     "}\n");
    CHECK_HAS(r, "    %9 = mul u32 %8, 8u\n"
                 "    %10 = shr u32 %9, 2u\n"
                 "    %11 = access ptr<storage, u32> @Raw, 0u, %10\n"
                 "    %12 = load u32 %11\n"
                 "    %13 = add u32 %10, 1u\n"
                 "    %14 = access ptr<storage, u32> @Raw, 0u, %13\n"
                 "    %15 = load u32 %14\n"
                 "    %16 = construct vec2<u32> %12, %15\n");
    CHECK_HAS(r, "    %33 = extract u32 %24, 3\n"
                 "    %34 = add u32 %20, 3u\n"
                 "    %35 = access ptr<storage, u32> @Dst, 0u, %34\n"
                 "    store %35, %33\n");
    CHECK_HAS(r, "    %36 = shr u32 4u, 2u\n"
                 "    %37 = access ptr<storage, u32> @Dst, 0u, %36\n"
                 "    %38 = atomic add u32 %37, 1u\n"
                 "    store %3, %38\n"
                 "    %39 = array_length u32 @Raw, 0\n"
                 "    %40 = mul u32 %39, 4u\n"
                 "    store %4, %40\n");
    CHECK_HAS(r, "    %45 = load u32 %44\n"
                 "    %46 = bitcast f32 %45\n");
    const IrGlobal *d = global(r, "Dst");
    CHECK(d && d->used_atomically && d->writable && d->resource == IRR_BYTEADDRESS && d->binding == 1);
    const IrGlobal *raw = global(r, "Raw");
    CHECK(raw && !raw->used_atomically && !raw->writable && raw->reg_class == 't');
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* mul(): float matrices use the IR's matrix ops; int matrices (arrays of
 * rows in the IR: SPIR-V matrices are float-only) multiply-add. */
static void matrix_mul_float_and_int(void)
{
    Run *r = compile("RWStructuredBuffer<float4> Out : register(u0);\n"
                     "RWStructuredBuffer<int2> OutI : register(u1);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    float t = (float)id.x;\n"
                     "    float4x4 m = float4x4(1, 0, 0, t, 0, 1, 0, 2, 0, 0, 1, 3, 0, 0, 0, 1);\n"
                     "    float4 p = float4(1.0, 2.0, 3.0, 1.0);\n"
                     "    float4x4 mm = mul(m, transpose(m));\n"
                     "    Out[id.x] = mul(m, p) + mul(p, m) + mm[2] + (m * 2.0)[1] + dot(p, p);\n"
                     "    int2x2 im = int2x2(1, 2, 3, (int)id.x);\n"
                     "    OutI[id.x] = mul(im, int2(5, 6));\n"
                     "}\n");
    CHECK_HAS(r, "mat_times_vec vec4<f32> ");
    CHECK_HAS(r, "vec_times_mat vec4<f32> ");
    CHECK_HAS(r, "mat_times_mat mat4x4<f32> ");
    CHECK_HAS(r, "transpose mat4x4<f32> ");
    CHECK_HAS(r, "dot f32 ");
    CHECK_HAS(r, "var ptr<function, array<vec2<i32>, 2>>  ; im\n");
    CHECK_HAS(r, "mul i32 ");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* HLSL 2021: scalar && short-circuits through a variable and an if. */
static void short_circuit_and_2021(void)
{
    Run *r = compile("RWStructuredBuffer<uint> Out : register(u0);\n"
                     "bool Touch(uint i) { Out[i] = 1; return true; }\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    if (id.x > 10 && Touch(id.x))\n"
                     "        Out[0] = 2;\n"
                     "}\n");
    CHECK_HAS(r, "    %2 = var ptr<function, bool>  ; and\n");
    CHECK_HAS(r, "    %6 = gt bool %5, 10u\n"
                 "    store %2, %6\n"
                 "    if %6 {\n"
                 "    b1:\n"
                 "      %7 = load vec3<u32> %1\n"
                 "      %8 = extract u32 %7, 0\n"
                 "      %9 = call bool @Touch(%8)\n"
                 "      store %2, %9\n"
                 "    } else {\n"
                 "    b2:\n"
                 "    }\n"
                 "  b3:\n"
                 "    %10 = load bool %2\n"
                 "    if %10 {\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* HLSL 2018 (and vectors in any version): both sides evaluated, combined
 * with a component-wise and; ?: on vectors is a select. */
static void logical_and_2018_vectors(void)
{
    Run *r = compile_hv("RWStructuredBuffer<uint2> Out : register(u0);\n"
                        "[numthreads(64, 1, 1)]\n"
                        "void main(uint3 id : SV_DispatchThreadID)\n"
                        "{\n"
                        "    bool2 a = id.xy > 3;\n"
                        "    bool2 b = id.xy < 9;\n"
                        "    bool2 c = a && b;\n"
                        "    bool s = id.x > 1 && id.y > 2;\n"
                        "    Out[id.x] = c ? uint2(1, 2) : uint2(3, s ? 4 : 5);\n"
                        "}\n",
                        2018);
    CHECK_HAS(r, "and vec2<bool> ");
    CHECK_HAS(r, "and bool ");
    CHECK_HAS(r, "select vec2<u32> ");
    CHECK_HAS(r, "select i32 %27, 4i, 5i\n");
    CHECK(r->dump && !strstr(r->dump, "if "));
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* static const scalars and vectors fold to constants at every use; a static
 * const array is a private global with a constant initializer; literals are
 * constants of their converted type. */
static void static_const_folding(void)
{
    Run *r = compile("static const uint kCount = 2 * 2;\n"
                     "static const float kTable[4] = { 0.5, 1.5, 2.5, 3.5 };\n"
                     "static const float3 kAxis = float3(0.0, 1.0, 0.0);\n"
                     "static float gScale = 3;\n"
                     "RWStructuredBuffer<float> Out : register(u0);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    Out[id.x] = kTable[id.x % kCount] * kAxis.y * gScale + (float)kCount;\n"
                     "}\n");
    CHECK_HAS(r, "global @kTable : ptr<private, array<f32, 4>> = array<f32, 4>(0.5, 1.5, 2.5, 3.5)\n");
    CHECK_HAS(r, "global @gScale : ptr<private, f32> = 3.0f\n");
    CHECK_HAS(r, "    %8 = rem u32 %7, 4u\n"
                 "    %9 = access ptr<private, f32> @kTable, %8\n"
                 "    %10 = load f32 %9\n"
                 "    %11 = mul f32 %10, 1.0f\n"
                 "    %12 = load f32 @gScale\n"
                 "    %13 = mul f32 %11, %12\n"
                 "    %14 = add f32 %13, 4.0f\n");
    CHECK(!global(r, "kCount") && !global(r, "kAxis"));
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Globals outside cbuffers gather into $Globals (std140), which takes the
 * lowest binding of set 0 the other resources leave free. */
static void globals_block_binding(void)
{
    Run *r = compile("float Scale;\n"
                     "uint Count;\n"
                     "float4 Bias;\n"
                     "RWStructuredBuffer<float4> Out : register(u0);\n"
                     "StructuredBuffer<float4> In;\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    if (id.x < Count) Out[id.x] = In[id.x] * Scale + Bias;\n"
                     "}\n");
    const IrGlobal *g = global(r, "$Globals");
    CHECK(g && g->space == IRS_UNIFORM && g->set == 0 && g->binding == 2);
    CHECK(g && g->reg_class == 'b' && g->reg_index == 0); /* D3D's: the first free b register */
    CHECK(g && member(g->pointee, "Bias") && member(g->pointee, "Bias")->offset == 16);
    const IrGlobal *in = global(r, "In");
    CHECK(in && in->set == 0 && in->binding == 1 && in->reg_class == 't' && in->reg_index == 0);
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Resources without register() get D3D's registers as DXC's DXIL gives
 * them: per class, the lowest free range of space 0, in declaration order,
 * around the written ones (an array takes one register per element). */
static void implicit_registers(void)
{
    Run *r = compile("RWStructuredBuffer<uint> A : register(u0);\n"
                     "RWTexture1D<uint> B[2];\n"
                     "RWStructuredBuffer<uint> C : register(u2);\n"
                     "RWStructuredBuffer<uint> D;\n"
                     "StructuredBuffer<uint> E : register(t0, space1);\n"
                     "StructuredBuffer<uint> F;\n"
                     "cbuffer K : register(b0, space2) { uint k; }\n"
                     "cbuffer L { uint l; }\n"
                     "[numthreads(1, 1, 1)]\n"
                     "void main() { A[0] = B[1][0] + C[0] + D[0] + E[0] + F[0] + k + l; }\n");
    const IrGlobal *b = global(r, "B"), *d = global(r, "D"), *f = global(r, "F"), *l = global(r, "L");
    CHECK(b && b->reg_class == 'u' && b->reg_index == 3 && b->reg_space == 0);
    CHECK(d && d->reg_class == 'u' && d->reg_index == 1);
    CHECK(f && f->reg_class == 't' && f->reg_index == 0 && f->reg_space == 0);
    CHECK(l && l->reg_class == 'b' && l->reg_index == 0); /* b0 of space2 is another register */
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Methods: "S::name" with `this` as a ptr<function, S> first parameter;
 * a local object is passed by address and modified in place. */
static void struct_method_this_pointer(void)
{
    Run *r = compile("struct Counter {\n"
                     "    uint count;\n"
                     "    void Add(uint v) { count += v; }\n"
                     "    uint Get() { return count; }\n"
                     "};\n"
                     "RWStructuredBuffer<uint> Out : register(u0);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    Counter c;\n"
                     "    c.count = 0;\n"
                     "    c.Add(id.x);\n"
                     "    Out[id.x] = c.Get();\n"
                     "}\n");
    CHECK_HAS(r, "fn @Counter::Add(%1: ptr<function, Counter>, %2: u32) -> void {\n");
    CHECK_HAS(r, "call void @Counter::Add(%2, ");
    CHECK_HAS(r, "fn @Counter::Get(%1: ptr<function, Counter>) -> u32 {\n"
                 "  b0:\n"
                 "    %2 = access ptr<function, u32> %1, 0u\n"
                 "    %3 = load u32 %2\n"
                 "    return %3\n"
                 "}\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Swizzle stores: load-merge-store in function memory, one store per
 * component through an access chain into a buffer. Shifts mask their
 * amount. Wave lane builtins are input globals. */
static void swizzle_stores_and_shifts(void)
{
    Run *r = compile("RWStructuredBuffer<float4> Out : register(u0);\n"
                     "RWStructuredBuffer<uint> OutU : register(u1);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    float4 v = 0;\n"
                     "    v.zy = float2(5.0, 6.0);\n"
                     "    Out[id.x] = v;\n"
                     "    Out[0].wx = float2(1.0, 2.0);\n"
                     "    OutU[id.x] = (id.x << id.y) + WaveGetLaneIndex() + WaveGetLaneCount();\n"
                     "}\n");
    CHECK_HAS(r, "    %4 = load vec4<f32> %2\n"
                 "    %5 = shuffle vec4<f32> %4, vec2<f32>(5.0, 6.0), 0, 5, 4, 3\n"
                 "    store %2, %5\n");
    CHECK_HAS(r, "    %11 = access ptr<storage, f32> @Out, 0u, 0i, 3u\n"
                 "    store %11, 1.0f\n"
                 "    %12 = access ptr<storage, f32> @Out, 0u, 0i, 0u\n"
                 "    store %12, 2.0f\n");
    CHECK_HAS(r, "    %20 = and u32 %19, 31u\n"
                 "    %21 = shl u32 %17, %20\n");
    CHECK_HAS(r, "load u32 @gl_SubgroupInvocationID\n");
    CHECK_HAS(r, "load u32 @gl_SubgroupSize\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Typed buffers are images of dim buffer: a read loads the handle and
 * keeps T's components of the texel, a write pads to four, a swizzle write
 * reads first, an atomic goes through a texel pointer, GetDimensions is
 * image_size. */
static void typed_buffer_texels(void)
{
    Run *r = compile("Buffer<float4> Colors : register(t0);\n"
                     "RWBuffer<float2> Pairs : register(u1);\n"
                     "RWBuffer<uint> Counts : register(u2);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    uint n;\n"
                     "    Counts.GetDimensions(n);\n"
                     "    Pairs[id.x] = Colors[id.x].zw + Colors.Load(0).x;\n"
                     "    Pairs[id.x].y *= 2.0;\n"
                     "    InterlockedAdd(Counts[id.x % n], 1);\n"
                     "}\n");
    CHECK_HAS(r, "global @Colors : ptr<handle, image<buffer, f32, sampled, unknown>> typed_buffer set(0) binding(0) "
                 "readonly  ; Buffer<float4> register(t0, space0)\n");
    CHECK_HAS(r, "global @Pairs : ptr<handle, image<buffer, f32, storage, rg32f>> typed_buffer set(0) binding(1)  ;");
    CHECK_HAS(r, "global @Counts : ptr<handle, image<buffer, u32, storage, r32ui>> typed_buffer set(0) binding(2) "
                 "atomic  ;");
    CHECK_HAS(r, "    %4 = load image<buffer, u32, storage, r32ui> @Counts\n"
                 "    %5 = image_query size u32 %4\n");
    CHECK_HAS(r, "    %10 = load image<buffer, f32, sampled, unknown> @Colors\n"
                 "    %11 = image_read vec4<f32> %10, %9\n"
                 "    %12 = shuffle vec2<f32> %11, %11, 2, 3\n");
    CHECK_HAS(r, "    %14 = image_read vec4<f32> %13, 0i\n" /* Load(int) */
                 "    %15 = extract f32 %14, 0\n");
    CHECK_HAS(r, "    %18 = construct vec4<f32> %17, 0.0f, 0.0f\n"
                 "    %19 = load image<buffer, f32, storage, rg32f> @Pairs\n"
                 "    image_write %19, %7, %18\n");
    /* .y *= 2: read for the value, read again to merge, write whole */
    CHECK_HAS(r, "    %30 = insert vec2<f32> %29, %26, 1\n"
                 "    %31 = construct vec4<f32> %30, 0.0f, 0.0f\n");
    CHECK_HAS(r, "    %37 = image_texel_pointer ptr<image, u32> @Counts, %36\n"
                 "    %38 = atomic add u32 %37, 1u\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Element types no texel holds: one clean diagnostic per buffer, no IR. */
static void typed_buffer_bad_element(void)
{
    Run *r = compile("Buffer<double2> D : register(t0);\n"
                     "RWStructuredBuffer<float4> Out : register(u1);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = (float)D[id.x].x + (float)D.Load(0).y; }\n");
    CHECK(!r->m);
    CHECK_STR(r->diags, "E4001 typed buffer Buffer<double2> 'D': the element must be float, int or uint (or a half, "
                        "min16 or 16-bit form of them), a scalar or a vector of up to 4; use StructuredBuffer<T> for "
                        "other element types\n");
    run_free(r);
}

/* Entry parameters: narrower ids take .xy, a struct input is stored
 * member by member from its members' semantics, [WaveSize] reaches the
 * function. */
static void entry_inputs_and_wave_size(void)
{
    Run *r = compile("struct In { uint3 d : SV_DispatchThreadID; uint gi : SV_GroupIndex; };\n"
                     "RWStructuredBuffer<uint> Out : register(u0);\n"
                     "[shader(\"compute\")] [WaveSize(32)] [numthreads(8, 4, 2)]\n"
                     "void main(In input, uint2 gt : SV_GroupThreadID, int g : SV_GroupID)\n"
                     "{\n"
                     "    Out[input.d.x] = input.gi + gt.y + (uint)g;\n"
                     "}\n");
    CHECK_HAS(r, "fn @main() -> void  compute workgroup_size(8,4,2) wave_size(32");
    CHECK_HAS(r, "shuffle vec2<u32> ");
    CHECK_HAS(r, "bitcast i32 ");
    CHECK_HAS(r, "access ptr<function, u32> %1, 1u\n");
    CHECK_HAS(r, "load u32 @gl_LocalInvocationIndex\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Signed InterlockedMin on a byte-address buffer: a compare-exchange loop. */
static void byte_address_signed_min_loop(void)
{
    Run *r = compile("RWByteAddressBuffer B : register(u0);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    int o;\n"
                     "    B.InterlockedMin(0, (int)id.x - 5, o);\n"
                     "    B.Store(4, (uint)o);\n"
                     "}\n");
    CHECK_HAS(r, "atomic compare_exchange u32 ");
    CHECK_HAS(r, "lt bool ");
    CHECK(check_module(r) > 0);
    run_free(r);
}


/* Static data members are globals; a base's method called from a derived
 * method (and on a derived object) gets the base part: access ... 0. */
static void inheritance_static_members_methods(void)
{
    Run *r = compile("struct Base { float v; float Get() { return v; } };\n"
                     "struct S : Base {\n"
                     "    static const int N = 4;\n"
                     "    static uint calls;\n"
                     "    float arr[N];\n"
                     "    float Sum() { calls++; float t = Get(); for (int i = 0; i < N; i++) t += arr[i]; return t + v; }\n"
                     "};\n"
                     "namespace NS { enum Kind { KA = 3, KB }; static const int M = S::N * 2; }\n"
                     "RWStructuredBuffer<float> Out : register(u0);\n"
                     "static float Table[NS::M];\n"
                     "[shader(\"compute\")] [numthreads(S::N, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{ S s = (S)0; Out[id.x] = s.Sum() + s.Get() + NS::KA + Table[0] + (float)S::calls; }\n");
    CHECK_HAS(r, "struct S {\n"
                 "  Base : Base\n"
                 "  arr : array<f32, 4>\n"
                 "}\n");
    CHECK_HAS(r, "global @calls : ptr<private, u32> = 0u\n");
    CHECK_HAS(r, "global @Table : ptr<private, array<f32, 8>> = null<array<f32, 8>>\n");
    CHECK_HAS(r, "call f32 @Base::Get(");
    /* this's base part, in S::Sum: through a temporary (SPIR-V calls take
     * whole variables), copied back after the call */
    CHECK_HAS(r, "    %7 = access ptr<function, Base> %1, 0u\n"
                 "    %8 = load Base %7\n"
                 "    store %3, %8\n"
                 "    %9 = call f32 @Base::Get(%3)\n"
                 "    %10 = load Base %3\n"
                 "    store %7, %10\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

int main(void)
{
    RUN(compact_shader_entry_inlined);
    RUN(for_loop_shape_and_phis);
    RUN(do_while_break_if);
    RUN(switch_fallthrough_cases);
    RUN(out_inout_copy_semantics);
    RUN(structured_buffer_struct_stores);
    RUN(cbuffer_packing_offsets);
    RUN(structured_layout_matches_dxc_table);
    RUN(byte_address_load_store_atomic);
    RUN(matrix_mul_float_and_int);
    RUN(short_circuit_and_2021);
    RUN(logical_and_2018_vectors);
    RUN(static_const_folding);
    RUN(globals_block_binding);
    RUN(implicit_registers);
    RUN(struct_method_this_pointer);
    RUN(swizzle_stores_and_shifts);
    RUN(typed_buffer_texels);
    RUN(typed_buffer_bad_element);
    RUN(entry_inputs_and_wave_size);
    RUN(byte_address_signed_min_loop);
    RUN(inheritance_static_members_methods);
    return UNIT_END();
}
