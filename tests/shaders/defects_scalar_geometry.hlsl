// normalize, reflect, refract and faceforward of scalars (HLSL's
// float_like<c> takes 1-vectors): MSL and WGSL define these on vectors only,
// so every target gets their definitions on scalars. (found by the
// intrinsic grid)
StructuredBuffer<float4> In : register(t0);
RWStructuredBuffer<float4> Out : register(u1);
RWStructuredBuffer<half4> OutH : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = In[id.x];
    float n = normalize(v.x);
    float r = reflect(v.x, v.y);
    float t = refract(v.x, v.y, v.z);
    float f = faceforward(v.x, v.y, v.w);
    Out[id.x] = float4(n, r, t, f);
    half hx = (half)v.x, hy = (half)v.y;
    OutH[id.x] = half4(normalize(hx), reflect(hx, hy), refract(hx, hy, (half)0.5), faceforward(hx, hy, hx));
}
