// A fixed-size array wrapper: template<typename T, uint N> with N as an
// array size and a loop bound, operator[] and a static size().
// glslang: rejects (no templates)
template<typename T, uint N>
struct FixedArray
{
    T items[N];
    static uint size() { return N; }
    T operator[](uint i) { return items[i]; }
    void fill(T v)
    {
        for (uint i = 0; i < N; i++)
            items[i] = v + (T)i;
    }
};

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    FixedArray<uint, 4> a;
    a.fill(id.x);
    FixedArray<int, 2> b;
    b.fill(-1);
    Out[id.x] = a[3] + (uint)b[1] + FixedArray<uint, 4>::size() + FixedArray<float, 9>::size();
}
