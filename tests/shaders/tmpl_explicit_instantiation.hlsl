// Explicit instantiations (template struct S<int>; template uint f<3>();)
// make the instances at that point; uses later get the same ones.
// glslang: rejects (no templates)
template<typename T>
struct Holder
{
    T v;
    T get() { return v; }
};

template<uint N>
uint times()
{
    return N * 3;
}

template struct Holder<int>;
template uint times<3>();

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Holder<int> h;
    h.v = (int)id.x;
    Out[id.x] = (uint)h.get() + times<3>();
}
