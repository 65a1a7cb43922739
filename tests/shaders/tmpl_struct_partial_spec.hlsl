// Partial specializations of struct templates (Ackermann's function, as in
// DXC's template tests): the most specialized pattern that matches wins,
// the full specialization over all; values are static const members.
// glslang: rejects (no templates)
template<uint M, uint N>
struct Ack
{
    static const uint value = Ack<M - 1, Ack<M, N - 1>::value>::value;
};

template<uint M>
struct Ack<M, 0>
{
    static const uint value = Ack<M - 1, 1>::value;
};

template<uint N>
struct Ack<0, N>
{
    static const uint value = N + 1;
};

template<>
struct Ack<0, 0>
{
    static const uint value = 1;
};

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Ack<2, 3>::value + Ack<1, 0>::value + Ack<0, 0>::value + id.x;
}
