// Inside its braces an enum's earlier enumerators have the underlying type,
// so an enum class's initializers do arithmetic on them (flags built by
// shifts and ors); after the '}' they are of the enum type again.
enum class Flags : uint { None = 0, Read = 1, Write = Read << 1, Exec = Write << 1, All = Read | Write | Exec };
enum Level : int { Low = -2, Mid = Low + 3, High = Mid * 4 };

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Flags f = (id.x & 1) ? Flags::All : Flags::Write;
    Level l = High;
    Out[id.x] = (uint)f + (uint)(l + Mid) * 16u + (f == Flags::All ? 256u : 0u);
}
