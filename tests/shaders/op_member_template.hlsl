// An operator that is a member template: scaling by any numeric type.
// glslang: rejects (no templates)
struct Vec3
{
    float3 v;
    template<typename T>
    Vec3 operator*(T k) { Vec3 r; r.v = v * (float)k; return r; }
};

RWStructuredBuffer<float3> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Vec3 a;
    a.v = float3(1, 2, 3);
    Vec3 b = a * 2;       /* operator*<int> */
    Vec3 c = b * 0.5f;    /* operator*<float> */
    Vec3 d = c * id.x;    /* operator*<uint> */
    Out[id.x] = d.v;
}
