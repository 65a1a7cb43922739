// sizeof of a template parameter (a constant in each instance), and the
// byte size used as a value parameter's default.
// glslang: rejects (no templates)
template<typename T>
uint bytes()
{
    return sizeof(T);
}

template<typename T, uint Words = sizeof(T) / 4>
struct Words_
{
    static const uint count = Words;
};

struct Particle
{
    float3 pos;
    float life;
    uint id;
};

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = bytes<float4>() + bytes<Particle>() * 100 + Words_<float3x3>::count * 10000 + id.x;
}
