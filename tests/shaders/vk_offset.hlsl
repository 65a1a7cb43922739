// [[vk::offset(N)]] places a struct member at byte N of its struct in
// every buffer layout (DXC: the rule's offset is replaced, the members
// after it follow on from it); the struct's size grows to fit.
struct Record
{
    uint id;
    [[vk::offset(16)]] float4 value;
    uint flags; // 32
    [[vk::offset(48)]] float tail;
};

RWStructuredBuffer<Record> Records : register(u0);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Record r = Records[id.x];
    r.value *= float(r.id);
    r.flags |= 1u;
    r.tail = r.value.x;
    Records[id.x] = r;
}
