// Entry inputs with semantics gathered in a struct parameter.
struct CSInput
{
    uint3 dispatch : SV_DispatchThreadID;
    uint3 group : SV_GroupID;
    uint index : SV_GroupIndex;
};
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(CSInput input)
{
    Out[input.dispatch.x] = input.group.x * 1000 + input.index;
}
