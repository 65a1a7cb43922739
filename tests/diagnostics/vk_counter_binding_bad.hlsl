// [[vk::counter_binding]] binds the counter of a RW, Append or Consume
// structured buffer; other resources have none.
// EXPECT: PRISM3284 (4,3) a StructuredBuffer has no counter
[[vk::counter_binding(2)]] StructuredBuffer<uint> In : register(t1);
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { Out[0] = In[0]; }
