// S<> takes every template argument from its default; f<>(x) deduces all
// of them; obj.template f<K>() names a member template explicitly.
template<typename T = float, uint N = 2> struct Vec { T v[N]; };
template<typename T> T ident(T x) { return x; }
template<typename T> struct Holder {
    T value;
    template<uint K> T times() { return value * (T)K; }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Vec<> a;
    a.v[0] = 1.5f;
    a.v[1] = (float)id.x;
    Vec<int> b;
    b.v[0] = 2;
    b.v[1] = 3;
    Holder<float> h;
    h.value = a.v[1];
    Out[id.x] = ident<>(a.v[0]) + (float)(b.v[0] * b.v[1]) + h.template times<3>() + h.times<2>();
}
