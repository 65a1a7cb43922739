struct S {
  uint a;
  uint b;

  uint sum() {
    return a + b;
  }
};

[[vk::push_constant]] S buffer;

RWStructuredBuffer<uint> output : register(u0);

[numthreads(1,1,1)]
void main() {
  output[0] = buffer.a;
  output[1] = buffer.b;
  output[2] = buffer.sum();
}
