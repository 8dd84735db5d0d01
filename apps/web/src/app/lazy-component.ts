/**
 * Components loaded on first use, so a page downloads only the code it shows (the sign-in page
 * stays small). `preload` starts the download before React asks for it: the router calls it for
 * the page being opened, so the chunk loads while the config and session requests are in flight.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export interface LazyComponent<Props extends object = object> extends LazyExoticComponent<ComponentType<Props>> {
  preload(): Promise<unknown>
}

/** `name` is the component's export in the module `load` imports. */
export function lazyComponent<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined
  const preload = () => {
    loading ??= load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        // A failed download (a deploy replaced the chunk, a network blip) may be retried.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return Object.assign(lazy(preload), { preload })
}
