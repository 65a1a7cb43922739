// EXPECT: PRISM3313 (8,25) storage class CrossWorkgroup (5) of 'foo' is not one Prism can place a variable in here
// EXPECT: PRISM3313 (11,45) storage class StorageBuffer (12) of 'data' is not one Prism can place a variable in here: buffers are HLSL resources
// EXPECT: PRISM3313 (17,29) storage class Workgroup (4) of 'local' is not one Prism can place a variable in here: declare it at global scope
// vk::ext_storage_class takes the classes a Vulkan shader declares
// variables in: the DXC wiki's CrossWorkgroup is an OpenCL class (DXC
// writes it and the validator rejects the module); buffers are resources;
// a local variable lives in Function memory.
[[vk::ext_storage_class(5)]]
static int foo;

[[vk::ext_storage_class(/* StorageBuffer */ 12)]]
static uint data[4];

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    [[vk::ext_storage_class(4)]] uint local = gi;
    foo = (int)local + (int)data[0];
}
