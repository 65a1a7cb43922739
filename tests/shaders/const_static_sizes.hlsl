// static const values computed from each other (integer constant
// expressions), used as array sizes, [numthreads] arguments and loop bounds.
// glslang: rejects (a static const in [numthreads])
static const uint GroupSize = 4 * 2;
static const uint Rows = GroupSize / 2;
static const uint Cells = Rows * (GroupSize + 1);
static const int Offset = -(int)Rows;
static const bool Wide = Cells > 32;

groupshared float Shared[Cells];

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(GroupSize, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    for (uint i = gi; i < Cells; i += GroupSize)
        Shared[i] = i;
    GroupMemoryBarrierWithGroupSync();
    float local[Wide ? 2 : 3];
    local[0] = Shared[(gi + Rows) % Cells];
    Out[id.x] = local[0] + Offset;
}
