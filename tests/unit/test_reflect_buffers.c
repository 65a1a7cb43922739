/* Reflection of buffers' layouts (docs/reflection.md), through the public
 * API: a constant buffer's members, a structured buffer's elementStride and
 * elementMembers, on every target alike. */
#include <string.h>
#include "../../include/prism.h"
#include "reflect_unit.h"
#include "unit.h"

static PrismResult *compile(const char *src, PrismLayout layout)
{
    PrismOptions o = prism_default_options();
    o.targets = PRISM_TARGET_SPIRV | PRISM_TARGET_WGSL; /* an array of buffers: not on Metal */
    o.profile = "cs_6_0";
    o.entry = "main";
    o.layout = layout;
    return prism_compile(src, strlen(src), "test.hlsl", &o);
}

static const char *buffers =
    "struct P { float3 a; uint b; float2 c; };\n"
    "struct Q { float x; float3 y; };\n"
    "StructuredBuffer<float> F : register(t0);\n"
    "StructuredBuffer<float3> V : register(t1);\n"
    "StructuredBuffer<P> S[2] : register(t2);\n"
    "RWStructuredBuffer<Q> O : register(u5);\n"
    "ByteAddressBuffer R : register(t4);\n"
    "cbuffer C : register(b6) { float k; float3 d; };\n"
    "[numthreads(4, 1, 1)] void main(uint i : SV_DispatchThreadID) {\n"
    "    Q q; q.x = F[i] + V[i].x + S[1][i].c.y + k + R.Load(0) + d.z; q.y = S[0][i].a;\n"
    "    O[i] = q;\n"
    "}\n";

static void structured_buffers_give_their_element_layout(void)
{
    PrismResult *r = compile(buffers, PRISM_LAYOUT_DEFAULT);
    CHECK(r && prism_success(r));
    CHECK(has(r, "\"name\": \"F\", \"type\": \"StructuredBuffer<float>\", \"register\": \"t0\", \"space\": 0, "
                 "\"access\": \"read-only\", \"elementStride\": 4,\n"));
    /* relaxed std430: a float3 element takes 16 bytes, a struct with a
     * float3 is 16-aligned (24 bytes of members, stride 32) */
    CHECK(has(r, "\"type\": \"StructuredBuffer<float3>\", \"register\": \"t1\", \"space\": 0, "
                 "\"access\": \"read-only\", \"elementStride\": 16,\n"));
    /* an array of structured buffers: each element's layout */
    CHECK(has(r, "\"elementStride\": 32,\n         \"elementMembers\": [{\"name\": \"a\", \"offset\": 0, \"size\": 12}, "
                 "{\"name\": \"b\", \"offset\": 12, \"size\": 4}, {\"name\": \"c\", \"offset\": 16, \"size\": 8}]"));
    /* relaxed std430 lets a float3 follow a float at 4 (DXC's layout) */
    CHECK(has(r, "\"elementStride\": 16,\n         \"elementMembers\": [{\"name\": \"x\", \"offset\": 0, \"size\": 4}, "
                 "{\"name\": \"y\", \"offset\": 4, \"size\": 12}]"));
    /* raw buffers and constant buffers have none */
    const char *json = prism_reflection_json(r);
    const char *raw = json ? strstr(json, "\"name\": \"R\"") : NULL;
    const char *next = raw ? strstr(raw, "elementStride") : NULL;
    CHECK(raw && (!next || next > strchr(raw, '\n')));
    CHECK(has(r, "\"members\": [{\"name\": \"k\", \"offset\": 0, \"size\": 4}, {\"name\": \"d\", \"offset\": 4, \"size\": 12}]"));
    prism_free(r);
}

static void element_layout_follows_the_layout_flags(void)
{
    /* std430 (-fvk-use-gl-layout): the float3 member is 16-aligned */
    PrismResult *r = compile(buffers, PRISM_LAYOUT_GL);
    CHECK(r && prism_success(r));
    CHECK(has(r, "\"elementStride\": 32,\n         \"elementMembers\": [{\"name\": \"x\", \"offset\": 0, \"size\": 4}, "
                 "{\"name\": \"y\", \"offset\": 16, \"size\": 12}]"));
    prism_free(r);
}

int main(void)
{
    RUN(structured_buffers_give_their_element_layout);
    RUN(element_layout_follows_the_layout_flags);
    return UNIT_END();
}
