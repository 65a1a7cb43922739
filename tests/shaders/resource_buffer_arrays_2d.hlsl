// MSL: PRISM5520 (12,25) Metal takes arrays of buffers only in argument buffers
// MSL: PRISM5520 (13,25) the same for the unbounded one
// On WebGPU, In, flattened to 8, is a binding an element; the unbounded one is not:
// WGSL: PRISM5330 (13,25) the unbounded array, indexed at run time
// Arrays of arrays of buffers, flattened as DXC flattens them (one binding
// of 4 * 2 descriptors, In[i][j] its element i * 2 + j): constant and
// dynamic indices, a row passed as an array parameter (the offload suite's
// multi-dim-array-subset: A[k] is In[i * 2 + k]), an unbounded outer
// dimension (a runtime array of the rows' elements), and a
// NonUniformResourceIndex on the outer index marking the element's access
// NonUniform.
RWStructuredBuffer<int> In[4][2] : register(u0);
RWStructuredBuffer<int> Rows[][3] : register(u0, space2);
RWStructuredBuffer<int> Out : register(u0, space1);

int sum(RWStructuredBuffer<int> A[2], uint index)
{
    return A[0][index] + A[1][index];
}

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    int v = In[3][1][0] + In[i][1][i] + sum(In[i], i);
    v += Rows[NonUniformResourceIndex(i)][2][0];
    Out[i] = v;
}
