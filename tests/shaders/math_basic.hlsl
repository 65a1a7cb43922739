// abs min max clamp saturate lerp mad sign step smoothstep on float, int and
// uint scalars and vectors.
// glslang: rejects (accepts, but lowers integer mad to GLSL.std.450 Fma, which spirv-val refuses)
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<int4> OutI : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = (float)id.x * 0.1 - 3.0;
    float4 v = float4(x, -x, x * 0.5, 2.0);
    float4 r = abs(v) + min(v, 1.0) + max(v, v.yxwz);
    r += clamp(v, -1.0, 1.0) + saturate(v);
    r += lerp(v, v.wzyx, 0.25) + mad(v, 2.0, 1.0);
    r += sign(v) + step(0.0, v) + smoothstep(-1.0, 1.0, v);
    int i = (int)id.x - 32;
    uint u = id.x;
    int4 ri = int4(abs(i), min(i, 3), max(i, -3), clamp(i, -5, 5));
    ri += int4(sign(i), (int)min(u, 9u), (int)max(u, 30u), (int)clamp(u, 4u, 40u));
    ri += int4(sign(x), mad(i, 2, 1), 0, 0);
    Out[id.x] = r;
    OutI[id.x] = ri;
}
