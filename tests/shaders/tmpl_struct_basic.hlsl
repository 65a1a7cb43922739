// A struct template with fields and methods of the parameter type; each
// argument list is one struct (Pair<float>, Pair<int2>), its methods
// checked with T bound.
// glslang: rejects (no templates)
template<typename T>
struct Pair
{
    T first;
    T second;
    T sum() { return first + second; }
    Pair swapped()
    {
        Pair r; /* Pair alone: this instance */
        r.first = second;
        r.second = first;
        return r;
    }
};

RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Pair<float> p;
    p.first = id.x;
    p.second = 0.5;
    Pair<int2> q;
    q.first = int2(1, 2);
    q.second = int2(id.x, 3);
    Pair<float> s = p.swapped();
    Out[id.x] = float4(p.sum(), s.first, q.sum());
}
