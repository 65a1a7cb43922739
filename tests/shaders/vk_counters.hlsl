// Structured buffer counters (DXC's SPIR-V.rst, "Counter buffers"): each a
// buffer of its own (counter_var_NAME) at [[vk::counter_binding]] or the
// next free binding; IncrementCounter and Append add 1 atomically (the
// count before), DecrementCounter and Consume subtract 1 (the count
// after). With -fspv-reflect each buffer names its counter
// (HlslCounterBufferGOOGLE). Metal and WebGPU: an atomic int buffer.
// ARGS: -fspv-reflect
struct Item { float v; uint id; };
[[vk::counter_binding(3)]] RWStructuredBuffer<uint> Slots : register(u0);
AppendStructuredBuffer<Item> Queue : register(u1);
ConsumeStructuredBuffer<Item> Source : register(u2);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint slot = Slots.IncrementCounter();
    Slots[slot] = id.x;
    Item it = Source.Consume();
    it.v *= 2;
    Queue.Append(it);
    if (id.x == 0)
        Slots[0] = Slots.DecrementCounter();
}
