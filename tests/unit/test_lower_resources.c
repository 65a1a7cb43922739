/* Lowering of buffers (frontend/lower*.c, layout.c): cbuffer packing and
 * structured-buffer layouts against DXC's tables, byte-address and typed
 * buffers, struct stores into buffers, the $Globals block and implicit
 * registers; each program through lower_to_ir -> ir_verify, compared with
 * parts of its IR dump or its IR types' offsets and strides, then through
 * spirv-val. Moved out of test_lower.c. */
#include "lower_unit.h"

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

int main(void)
{
    RUN(structured_buffer_struct_stores);
    RUN(cbuffer_packing_offsets);
    RUN(structured_layout_matches_dxc_table);
    RUN(byte_address_load_store_atomic);
    RUN(globals_block_binding);
    RUN(implicit_registers);
    RUN(typed_buffer_texels);
    RUN(typed_buffer_bad_element);
    RUN(byte_address_signed_min_loop);
    return UNIT_END();
}
