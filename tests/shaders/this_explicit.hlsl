// this as an expression: this.x (HLSL's this is a reference), passing and
// returning the object itself, comparing against another object.
// glslang: rejects (no this)
struct Cell
{
    float value;
    uint hits;
    Cell touched() { Cell c = this; c.hits += 1; return c; }
    void absorb(Cell o) { this.value += o.value; this.hits += o.hits; }
    float mean() { return this.hits ? this.value / this.hits : 0; }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Cell a = { 4, 1 };
    Cell b = { (float)id.x, 2 };
    a.absorb(b.touched());
    Out[id.x] = a.mean();
}
