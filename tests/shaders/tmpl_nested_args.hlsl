// Template arguments that are template instances: Box<Box<int>> (the '>>'
// closes two lists), Pair<Box<float>, int>, a vector type argument.
template<typename T> struct Box { T v; T get() { return v; } };
template<typename A, typename B> struct Pair { A first; B second; };
template<typename T> T unbox(Box<T> b) { return b.v; }

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Box<Box<int>> bb;
    bb.v.v = (int)id.x;
    Pair<Box<float>, int> p;
    p.first.v = 0.5f;
    p.second = bb.get().get();
    Box<float3> bv;
    bv.v = float3(1, 2, 3);
    Out[id.x] = unbox(p.first) + (float)p.second + unbox(bv).y + (float)unbox(bb.v);
}
