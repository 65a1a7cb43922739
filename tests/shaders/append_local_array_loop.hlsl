// Append and Consume buffers in local arrays, chosen at run time in a loop
// that breaks: each Append (a counter's atomic add, then a store at the
// slot it returns) and each Consume is a switch over the buffers, and the
// counter in each case is that buffer's own (counter_var_Q0, _Q1, _In).
AppendStructuredBuffer<uint> Q0 : register(u0);
AppendStructuredBuffer<uint> Q1 : register(u1);
ConsumeStructuredBuffer<uint> In : register(u2);
RWStructuredBuffer<uint> Out : register(u3);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    AppendStructuredBuffer<uint> qs[2] = { Q0, Q1 };
    uint n = 0;
    for (uint i = 0; i < id.x + 2; i++) {
        uint v = In.Consume();
        if (v == 0)
            break;
        qs[v & 1].Append(v);
        n++;
    }
    Out[id.x] = n;
}
