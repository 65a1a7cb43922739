// A struct and a struct template inside a namespace: their static methods
// and static constants named through the namespace.
namespace Noise {
    struct Hash {
        static const uint Prime = 2654435761u;
        static uint of(uint x) { return x * Prime; }
    };
    template<uint Octaves> struct Fbm {
        static float eval(uint x)
        {
            float s = 0;
            for (uint i = 0; i < Octaves; i++)
                s += (float)(Hash::of(x + i) >> 24) / (1u << i);
            return s;
        }
    };
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Noise::Fbm<3>::eval(id.x) + (float)(Noise::Hash::of(id.x) & 255u) + (float)(Noise::Hash::Prime >> 28);
}
