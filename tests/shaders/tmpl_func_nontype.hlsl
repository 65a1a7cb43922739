// Value template parameters: uint, int and bool, given explicitly; a use
// of the parameter is a constant of its type in the instance.
// glslang: rejects (no templates)
template<uint Shift>
uint rotl(uint x)
{
    return (x << Shift) | (x >> (32 - Shift));
}

template<int Bias, bool Clamp>
int adjust(int x)
{
    int r = x + Bias;
    if (Clamp)
        r = max(r, 0);
    return r;
}

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint a = rotl<8>(0x12345678u + id.x);
    uint b = rotl<31>(id.x);
    int c = adjust<-5, true>((int)id.x);
    int d = adjust<-5, false>((int)id.x);
    Out[id.x] = a ^ b ^ (uint)c ^ (uint)d;
}
