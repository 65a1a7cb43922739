// vk::RawBufferLoad reads scalars, vectors, matrices and structs: not an
// array (a C++ array is no value for Metal's pointer cast) or a resource.
// EXPECT: PRISM4071 (12,14) an array
struct Params { uint64_t addr; };
[[vk::push_constant]] Params pc;
typedef float Pair[2];
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Pair a = vk::RawBufferLoad<Pair>(pc.addr);
    Out[0] = a[0];
}
