// One item of a service's detail section, as the section's fragment (ServiceDetailContent in
// index.tsx) selects it: the type every layout of the items is written against.
export type ServiceDetailItem = Queries.ServiceDetailContentFragment["items"][number];
