// The product users import: `import LifecycleSim` brings the public API of every layer, as it
// did when the library was one module (docs/architecture.md). The layers are separate targets
// so that the compiler checks their dependencies; users never name them.
@_exported public import LifecycleSimCore
@_exported public import LifecycleSimEngine
@_exported public import LifecycleSimModel
@_exported public import LifecycleSimSources
@_exported public import LifecycleSimSupport
@_exported public import LifecycleSimTrace
