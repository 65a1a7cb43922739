// EXPECT: PRISM3150 (9,5) 'Box' takes 1 template argument, but 0 are given
// S<> with a parameter that has no default: an argument is missing.
template<typename T> struct Box { T v; };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Box<> b;
    Out[id.x] = 0;
}
