// Compute inputs in nested structs and in a struct with a base struct, in
// any order, through the same slots as the other stages' inputs.
struct Ids
{
    uint3 group : SV_GroupID;
};

struct Base
{
    uint index : SV_GroupIndex;
};

struct Input : Base
{
    Ids ids;
    uint2 local : SV_GroupThreadID;
};

RWStructuredBuffer<uint4> Out : register(u0);

[shader("compute")]
[numthreads(4, 2, 1)]
void main(Input input, uint3 dtid : SV_DispatchThreadID)
{
    Out[dtid.x + dtid.y * 16] = uint4(input.index, input.ids.group.x, input.local.x + input.local.y * 4, dtid.z);
}
