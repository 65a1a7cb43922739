// Alias templates (template<typename T> using Vec3 = vector<T, 3>;) and
// aliases of struct template instances.
// glslang: rejects (no templates)
template<typename T>
using Vec3 = vector<T, 3>;

template<typename T, int R>
using Rows = matrix<T, R, 4>;

template<typename T>
struct Wrap
{
    T v;
};

using WrapF = Wrap<float>;

RWStructuredBuffer<float3> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Vec3<float> a = float3(1, 2, 3);
    Vec3<int> b = int3(id.x, 1, 2);
    Rows<float, 2> m = (Rows<float, 2>)1;
    WrapF w;
    w.v = 4;
    Out[id.x] = a + b + m[1].xyz + w.v;
}
