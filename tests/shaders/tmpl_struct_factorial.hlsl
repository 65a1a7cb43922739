// Compile-time recursion through an anonymous enum in a struct template
// (DXC's factorial test): factorial<n>::value is a constant, used in an
// array size too.
// glslang: rejects (no templates)
template<uint n>
struct factorial
{
    enum { value = n * factorial<n - 1>::value };
};

template<>
struct factorial<0>
{
    enum { value = 1 };
};

static const uint table_size = factorial<3>::value; /* 6 */

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint table[table_size];
    for (uint i = 0; i < table_size; i++)
        table[i] = i * factorial<4>::value;
    Out[id.x] = table[id.x % table_size] + factorial<5>::value;
}
