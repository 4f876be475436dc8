// The Kubernetes API's own schemas (kubernetes-models, generated from the OpenAPI document of a
// current Kubernetes release), for every kind the manifests use. An object of another kind fails
// until its model is added here, so nothing is left unchecked.
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Role, RoleBinding } from 'kubernetes-models/rbac.authorization.k8s.io/v1';
import { ConfigMap, Namespace, Secret, Service, ServiceAccount } from 'kubernetes-models/v1';
import { type KubeObject } from './kustomize';

interface Model<T> {
  is(value: unknown): value is T;
  new (data: T): { validate(): void };
}

const checkedAs =
  <T>(model: Model<T>) =>
  (object: KubeObject): boolean => {
    if (!model.is(object)) return false;
    new model(object).validate();
    return true;
  };

const CHECKS = [
  checkedAs(Namespace),
  checkedAs(ConfigMap),
  checkedAs(Secret),
  checkedAs(Service),
  checkedAs(Deployment),
  checkedAs(PodDisruptionBudget),
  checkedAs(HorizontalPodAutoscaler),
  checkedAs(Ingress),
  checkedAs(NetworkPolicy),
  // Prometheus (components/monitoring): the one workload that reads the API, its pods alone.
  checkedAs(ServiceAccount),
  checkedAs(Role),
  checkedAs(RoleBinding),
];

/** The schema errors of each object, by `Kind/name`; empty when every object is valid. */
export function schemaErrors(objects: KubeObject[]): string[] {
  const errors: string[] = [];
  for (const object of objects) {
    const label = `${object.kind}/${object.metadata.name}`;
    try {
      if (!CHECKS.some((check) => check(object))) {
        errors.push(`${label}: ${object.apiVersion} ${object.kind} has no schema in schemas.ts`);
      }
    } catch (error) {
      errors.push(`${label}: ${(error as Error).message}`);
    }
  }
  return errors;
}
