// Default arguments of a struct template: Vec<float> is Vec<float, 3>,
// Vec<> is not needed when every parameter is written.
// glslang: rejects (no templates)
template<typename T = float, int N = 3>
struct Vec
{
    vector<T, N> v;
    T dot_self() { return dot(v, v); }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Vec<float> a;      /* Vec<float, 3> */
    a.v = float3(1, 2, id.x);
    Vec<float, 2> b;
    b.v = float2(3, 4);
    Vec<half, 4> c;
    c.v = (half4)1;
    Out[id.x] = a.dot_self() + b.dot_self() + c.dot_self();
}
