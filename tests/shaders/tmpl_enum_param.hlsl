// An enum as a template value parameter, and enumerators as its arguments.
// glslang: rejects (no templates)
enum class Op : uint { Add, Mul, Max };

template<Op O>
uint apply(uint a, uint b)
{
    if (O == Op::Add)
        return a + b;
    if (O == Op::Mul)
        return a * b;
    return max(a, b);
}

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = apply<Op::Add>(id.x, 3) + apply<Op::Mul>(id.x, 4) + apply<Op::Max>(id.x, 5);
}
