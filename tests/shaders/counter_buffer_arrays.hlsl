// MSL: PRISM5520 (10,26) Metal takes arrays of buffers only in argument buffers
// MSL: PRISM5520 (11,30) the same for the Append buffers
// On WebGPU, each array of 4 buffers (and of their counters) is a binding an
// element (wgsl_resource_arrays.c), the index a switch.
// Counters of arrays of structured buffers (DXC's SPIR-V.rst, "Counter
// buffers"): counter_var_Out is an array of 4 counter blocks at the next
// free binding, element i Out[i]'s; a NonUniformResourceIndex into the
// buffers marks the counter's access chain NonUniform too; Append and
// Consume on an element use that element's counter.
RWStructuredBuffer<uint> Out[4] : register(u0);
AppendStructuredBuffer<uint> Queues[2] : register(u4);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    Out[NonUniformResourceIndex(gi)][0] = Out[NonUniformResourceIndex(gi)].IncrementCounter();
    Out[1][1] = Out[1].DecrementCounter();
    Queues[gi & 1].Append(gi);
}
