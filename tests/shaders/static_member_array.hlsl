// Static const arrays as struct members (a filter's weights), read with a
// dynamic index, and a static const array at namespace scope.
struct Gauss {
    static const float weights[5] = { 0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f };
    static const int radius = 2;
};
namespace Tables { static const uint primes[4] = { 2, 3, 5, 7 }; }

StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float s = 0;
    for (int k = -Gauss::radius; k <= Gauss::radius; k++)
        s += Gauss::weights[k + Gauss::radius] * In[(id.x + k) & 63];
    Out[id.x] = s * Tables::primes[id.x % 4];
}
